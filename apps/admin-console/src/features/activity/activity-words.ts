import type { AuditEvent } from '@station/domain';
import type { TFunction } from 'i18next';
import { describeChanges } from './describe-changes';

/**
 * Where the console's word for a stored value of a field is; the values of every other field are
 * what someone typed (a title, a name) and read as typed.
 */
const VALUE_WORDS: Readonly<Record<string, string>> = {
  status: 'status',
  role: 'roles',
  language: 'activity.languages',
  category: 'categories',
};

/**
 * An audit event in the console's language: its kind and action, and its changes with their field
 * names and stored values. An action the console has no word for reads as a change, never as stored.
 */
export function activityWords(t: TFunction<'activity'>) {
  const field = (name: string) => t(`activity.fields.${name}`, { defaultValue: name });
  const value = (shown: unknown, name: string) => {
    if (typeof shown === 'boolean') return t(shown ? 'common.yes' : 'common.no');
    const words = VALUE_WORDS[name];
    return words ? t(`${words}.${String(shown)}`, { defaultValue: String(shown) }) : String(shown);
  };
  return {
    what: (event: Pick<AuditEvent, 'kind' | 'action' | 'targetLabel'>) =>
      [
        t(`activity.kinds.${event.kind}`),
        t(`activity.actions.${event.action}`, { defaultValue: t('activity.actions.changed') }),
        event.targetLabel,
      ]
        .filter(Boolean)
        .join(' · '),
    changes: (changes: Record<string, unknown>) => describeChanges(changes, { field, value }),
  };
}
