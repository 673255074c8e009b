import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fetchWordsAhead } from './words-ahead';

function routerAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const editor = createRoute({
    getParentRoute: () => root,
    path: '/dashboard/posts/$postId',
    staticData: { words: ['post-editor'] },
  });
  const inbox = createRoute({ getParentRoute: () => root, path: '/dashboard/contact' });
  return createRouter({
    routeTree: root.addChildren([editor, inbox]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

const fakeI18n = () => ({ loadNamespaces: vi.fn(async () => undefined) });

describe('fetchWordsAhead', () => {
  it("asks for the editor's words at once when the console opens on the editor", () => {
    const instance = fakeI18n();
    fetchWordsAhead(routerAt('/dashboard/posts/1'), instance as unknown as i18n);
    expect(instance.loadNamespaces).toHaveBeenCalledWith(['post-editor']);
  });

  it('asks as a move to the editor starts, and not for a screen without words of its own', async () => {
    const instance = fakeI18n();
    const router = routerAt('/dashboard/contact');
    const stop = fetchWordsAhead(router, instance as unknown as i18n);
    expect(instance.loadNamespaces).not.toHaveBeenCalled();
    await router.navigate({ to: '/dashboard/posts/$postId', params: { postId: '2' } });
    expect(instance.loadNamespaces).toHaveBeenCalledWith(['post-editor']);
    stop();
  });
});
