import type { TFunction } from 'i18next';
import type { FieldSpec } from '~/components/forms/entity-form';

export const roleOptions = (t: TFunction) => [
  { value: 'super', label: t('admins.superAdmin') },
  { value: 'regular', label: t('admins.regularAdmin') },
];

/** A new password typed twice, as adding an admin and resetting one both ask. */
export const newPasswordFields = (t: TFunction): FieldSpec[] => [
  {
    name: 'password',
    label: t('admins.password'),
    type: 'password',
    required: true,
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPwd',
    label: t('admins.confirmPwd'),
    type: 'password',
    required: true,
    autoComplete: 'new-password',
  },
];
