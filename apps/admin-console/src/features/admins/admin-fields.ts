import { ROLES } from '@station/domain';
import type { TFunction } from 'i18next';
import type { FieldSpec } from '~/components/forms/entity-form';
import { yesNoOptions } from '~/components/forms/yes-no';

const roleOptions = (t: TFunction<'admins'>) =>
  ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));

/** Who the admin is, as adding and editing one both ask; a new admin's role starts unchosen. */
export const identityFields = (t: TFunction<'admins'>, { chooseRole = false } = {}): FieldSpec[] => [
  { name: 'name', label: t('admins.name'), required: true },
  { name: 'email', label: t('admins.email'), type: 'email', required: true },
  {
    name: 'role',
    label: t('admins.role'),
    type: 'select',
    ...(chooseRole ? { placeholder: t('admins.selectRole') } : {}),
    options: roleOptions(t),
    required: true,
  },
];

/** Whether a regular admin publishes or submits for review (supers always publish). */
export const rightsFields = (t: TFunction<'admins'>): FieldSpec[] => [
  { name: 'canPublish', label: t('admins.canPublish'), type: 'select', options: yesNoOptions(t) },
];

/** The form's yes/no as the API's boolean. */
export const withRights = (values: Record<string, string>) => ({
  ...values,
  canPublish: values.canPublish === 'yes',
});

/** A new password typed twice, as adding an admin and resetting one both ask. */
export const newPasswordFields = (t: TFunction<'admins'>): FieldSpec[] => [
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
