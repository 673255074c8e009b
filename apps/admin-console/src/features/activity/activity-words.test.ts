import type { AuditEvent } from '@station/domain';
import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '~/lib/i18n';
import { activityWords } from './activity-words';

async function activityIn(language: 'en' | 'am') {
  const i18n = createI18n();
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('activity');
  return activityWords(i18n.getFixedT(language, 'activity'));
}

const event = (action: string, changes: Record<string, unknown>) =>
  ({ kind: 'post', action, changes, targetLabel: 'ሰላም' }) as Pick<
    AuditEvent,
    'kind' | 'action' | 'changes' | 'targetLabel'
  >;
const latin = /[A-Za-z]/;

describe('the Activity page in Amharic', () => {
  it('shows no English verb, status, role or language', async () => {
    const words = await activityIn('am');
    for (const action of [
      'created',
      'published',
      'unpublished',
      'trashed',
      'restored',
      'submitted',
      'purged',
      'sent-back',
    ])
      expect(words.what(event(action, {})), action).not.toMatch(latin);
    expect(words.changes({ status: { before: 'draft', after: 'published' } })).not.toMatch(latin);
    expect(words.changes({ role: { before: 'regular', after: 'super' } })).not.toMatch(latin);
    expect(
      words.changes({ language: { before: 'en', after: 'am' }, canPublish: { before: false, after: true } }),
    ).not.toMatch(latin);
  });

  it('names an action it has no word for as a change, not in English', async () => {
    const words = await activityIn('am');
    expect(words.what(event('reordered', {}))).not.toMatch(latin);
  });

  it('keeps what was typed as it was typed', async () => {
    const words = await activityIn('am');
    expect(words.changes({ title: { before: 'Old', after: 'New' } })).toContain('Old → New');
  });
});

describe('the Activity page in English', () => {
  it('reads a status change in words', async () => {
    const words = await activityIn('en');
    expect(words.what(event('published', {}))).toBe('Post · Published · ሰላም');
    expect(words.what(event('sent-back', {}))).toBe('Post · Sent back to the writer · ሰላም');
    expect(words.changes({ note: 'Cite the source.' })).toBe('Note: Cite the source.');
    expect(words.changes({ status: { before: 'draft', after: 'published' } })).toBe(
      'Status: Draft → Published',
    );
  });
});
