import type { TFunction } from 'i18next';

/** A yes/no setting as a select of the one form pattern; the page turns 'yes' into true. */
export const yesNoOptions = (t: TFunction) => [
  { value: 'no', label: t('common.no') },
  { value: 'yes', label: t('common.yes') },
];
