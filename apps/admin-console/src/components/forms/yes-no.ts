import type { GlobalWords } from '~/lib/i18n';

/** A yes/no setting as a select of the one form pattern; the page turns 'yes' into true. */
export const yesNoOptions = (t: GlobalWords) => [
  { value: 'no', label: t('common.no') },
  { value: 'yes', label: t('common.yes') },
];
