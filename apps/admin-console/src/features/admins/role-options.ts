import type { TFunction } from 'i18next';

export const roleOptions = (t: TFunction) => [
  { value: 'super', label: t('admins.superAdmin') },
  { value: 'regular', label: t('admins.regularAdmin') },
];
