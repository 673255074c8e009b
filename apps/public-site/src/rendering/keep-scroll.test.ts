import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepScrollThroughHydration } from './keep-scroll';

/** A router that, like TanStack's, sends the window to the top when it has rendered a page. */
function routerThatScrollsToTop() {
  const listeners: (() => void)[] = [() => scrollWindowTo(0)];
  return {
    subscribe: (_event: 'onRendered', listener: () => void) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    render: () => {
      for (const listener of [...listeners]) listener();
    },
  };
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  scrollWindowTo(0);
  vi.mocked(window.scrollTo).mockClear();
});

describe('keepScrollThroughHydration', () => {
  it('puts the reader back where they had scrolled to when the router renders the server-rendered page', () => {
    const router = routerThatScrollsToTop();
    vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) =>
      scrollWindowTo(y)) as typeof window.scrollTo);
    keepScrollThroughHydration(router);
    scrollWindowTo(1_744);
    window.dispatchEvent(new Event('scroll'));
    router.render();
    expect(window.scrollY).toBe(1_744);
  });

  it('leaves a reader at the top alone, and the pages rendered after to the router', () => {
    const router = routerThatScrollsToTop();
    keepScrollThroughHydration(router);
    router.render();
    expect(window.scrollTo).not.toHaveBeenCalled();
    scrollWindowTo(500);
    window.dispatchEvent(new Event('scroll'));
    router.render();
    expect(window.scrollY).toBe(0);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
