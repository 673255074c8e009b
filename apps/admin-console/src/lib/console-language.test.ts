import type { Admin } from '@station/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '~/config/storage-keys';
import { applyLanguage, followAdminLanguage, startingLanguage } from './console-language';
import { createI18n } from './i18n';
import { createSessionStore } from './session/session-store';

const editor: Admin = {
  _id: 'a',
  name: 'Hawa',
  email: 'hawa@station.test',
  role: 'regular',
  language: 'am',
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => localStorage.clear());

describe('the language the console opens in', () => {
  it('follows the computer’s languages on a first visit', () => {
    expect(startingLanguage(['am-ET', 'en-US'])).toBe('am');
    expect(startingLanguage(['fr-FR', 'am'])).toBe('am');
    expect(startingLanguage(['fr-FR'])).toBe('en');
  });

  it('is the one last chosen in this browser, whatever the computer prefers', async () => {
    await applyLanguage(createI18n(), 'am');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.language)).toBe('am');
    expect(document.documentElement.lang).toBe('am');
    expect(startingLanguage(['en-US'])).toBe('am');
  });

  it('turns to the signed-in admin’s own choice as soon as they sign in', async () => {
    const i18n = createI18n();
    const store = createSessionStore(
      {
        verify: vi.fn(),
        logout: vi.fn(async () => undefined),
        login: async () => ({ ...editor, token: 't' }),
      },
      { get: () => null, set: () => undefined, clear: () => undefined },
    );
    followAdminLanguage(store, i18n);
    expect(i18n.language).toBe('en');
    await store.login({ email: editor.email, password: 'secret-password' });
    await vi.waitFor(() => expect(i18n.language).toBe('am'));
    expect(i18n.t('nav.posts')).toBe('ጽሑፎች');
  });
});
