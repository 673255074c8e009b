import { z } from 'zod';
import { FIELD_MAX, ROLES } from '../common/constants';
import { languageSchema } from '../common/language.schemas';
import { bodySchema, emailSchema, idSchema, isoDateSchema, textSchema } from '../common/text.schemas';

export const roleSchema = z.enum(ROLES, { error: 'Choose a role: super or regular.' });
export type Role = z.infer<typeof roleSchema>;

export const adminSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** A regular admin's right to publish (supers always may); absent from older servers' answers. */
  canPublish: z.boolean().optional(),
  /** The console's language the admin chose; null (or absent, from older servers) follows the browser. */
  language: languageSchema.nullable().optional(),
  createdAt: isoDateSchema,
});
export type Admin = z.infer<typeof adminSchema>;

const canPublishSchema = z.boolean({ error: 'May publish must be true or false.' }).optional();

export const adminListSchema = z.array(adminSchema);

export const meSchema = z.object({ name: z.string(), email: z.string() });
export type Me = z.infer<typeof meSchema>;

/**
 * A password is checked exactly as typed: no trimming, any script, spaces allowed. `label` names the
 * field in words ("The new password").
 */
export function passwordSchema(label: string) {
  const length = `${label} must be ${FIELD_MAX.passwordMin} to ${FIELD_MAX.passwordMax} characters long.`;
  return z
    .string({ error: `${label} is required.` })
    .min(FIELD_MAX.passwordMin, { error: length })
    .max(FIELD_MAX.passwordMax, { error: length });
}

const nameSchema = textSchema('The name', FIELD_MAX.name);

/** Typed a second time, so its only message is the mismatch (or its absence). */
const confirmationSchema = z.string({ error: 'Type the password a second time.' });
export const PASSWORDS_MISMATCH = 'The passwords do not match.';
/** The administrator id a body may repeat from the address. */
const bodyIdSchema = z.uuid({ error: 'The administrator id is not valid.' });

export const loginInputSchema = bodySchema({
  email: emailSchema,
  password: z
    .string({ error: 'The password is required.' })
    .min(1, { error: 'The password is required.' })
    .max(1024, { error: 'The password is too long.' }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = adminSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const addAdminInputSchema = bodySchema({
  name: nameSchema,
  email: emailSchema,
  role: roleSchema,
  canPublish: canPublishSchema,
  password: passwordSchema('The password'),
  confirmPwd: confirmationSchema,
}).refine((input) => input.password === input.confirmPwd, {
  error: PASSWORDS_MISMATCH,
  path: ['confirmPwd'],
});
export type AddAdminInput = z.infer<typeof addAdminInputSchema>;

export const updateUserInputSchema = bodySchema({
  id: bodyIdSchema.optional(),
  name: nameSchema,
  email: emailSchema,
  role: roleSchema,
  canPublish: canPublishSchema,
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const changeUserPwdInputSchema = bodySchema({
  id: bodyIdSchema.optional(),
  name: z
    .string({ error: 'The name must be text.' })
    .max(FIELD_MAX.name, { error: `The name is too long (at most ${FIELD_MAX.name} characters).` })
    .optional(),
  password: passwordSchema('The password'),
  confirmPwd: confirmationSchema,
}).refine((input) => input.password === input.confirmPwd, {
  error: PASSWORDS_MISMATCH,
  path: ['confirmPwd'],
});
export type ChangeUserPwdInput = z.infer<typeof changeUserPwdInputSchema>;

export const changeMyPwdInputSchema = bodySchema({
  prevPwd: z
    .string({ error: 'Your current password is required.' })
    .min(1, { error: 'Your current password is required.' })
    .max(1024, { error: 'Your current password is too long.' }),
  newPwd: passwordSchema('The new password'),
  confirmPwd: z.string({ error: 'Type the new password a second time.' }),
}).refine((input) => input.newPwd === input.confirmPwd, {
  error: PASSWORDS_MISMATCH,
  path: ['confirmPwd'],
});
export type ChangeMyPwdInput = z.infer<typeof changeMyPwdInputSchema>;

/**
 * The spec's name and email; a new email also takes the current password (`currentPwd`), so a session
 * alone cannot move the account's sign-in, and with it its password resets, to another address.
 */
export const updateMeInputSchema = bodySchema({
  name: nameSchema,
  email: emailSchema,
  currentPwd: z
    .string({ error: 'Your current password must be text.' })
    .max(1024, { error: 'Your current password is too long.' })
    .optional(),
});
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;

/** Change-my-password answers with a fresh token: the caller's session goes on, every other one ends. */
export const changeMyPwdResponseSchema = z.object({ message: z.string(), token: z.string() });

/** "Forgot password?": whether this server can email a reset link (it cannot without SMTP). */
export const passwordResetAvailabilitySchema = z.object({ byEmail: z.boolean() });
export const forgotPasswordInputSchema = bodySchema({ email: emailSchema });
export const resetPasswordInputSchema = bodySchema({
  token: z
    .string({ error: 'This reset link is not valid.' })
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'This reset link is not valid.' }),
  password: passwordSchema('The new password'),
  confirmPwd: confirmationSchema,
}).refine((input) => input.password === input.confirmPwd, {
  error: PASSWORDS_MISMATCH,
  path: ['confirmPwd'],
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
