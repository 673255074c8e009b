import { z } from 'zod';
import { FIELD_MAX, ROLES } from '../common/constants';
import { emailSchema, idSchema, isoDateSchema, textSchema } from '../common/text.schemas';

export const roleSchema = z.enum(ROLES, { error: 'role must be super or regular' });
export type Role = z.infer<typeof roleSchema>;

export const adminSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: isoDateSchema,
});
export type Admin = z.infer<typeof adminSchema>;

export const adminListSchema = z.array(adminSchema);

export const meSchema = z.object({ name: z.string(), email: z.string() });
export type Me = z.infer<typeof meSchema>;

/** A password is checked exactly as typed: no trimming, any script, spaces allowed. */
export function passwordSchema(field: string) {
  return z
    .string({ error: `${field} is required` })
    .min(FIELD_MAX.passwordMin, { error: `${field} must be at least ${FIELD_MAX.passwordMin} characters` })
    .max(FIELD_MAX.passwordMax, { error: `${field} must be at most ${FIELD_MAX.passwordMax} characters` });
}

const nameSchema = textSchema('name', FIELD_MAX.name);

export const loginInputSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, { error: 'password is required' }).max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = adminSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const PASSWORDS_MISMATCH = 'confirmPwd does not match the password';

export const addAdminInputSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    role: roleSchema,
    password: passwordSchema('password'),
    confirmPwd: z.string({ error: 'confirmPwd is required' }),
  })
  .refine((input) => input.password === input.confirmPwd, {
    error: PASSWORDS_MISMATCH,
    path: ['confirmPwd'],
  });
export type AddAdminInput = z.infer<typeof addAdminInputSchema>;

export const updateUserInputSchema = z.strictObject({
  id: idSchema.optional(),
  name: nameSchema,
  email: emailSchema,
  role: roleSchema,
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const changeUserPwdInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    name: z.string().max(FIELD_MAX.name).optional(),
    password: passwordSchema('password'),
    confirmPwd: z.string({ error: 'confirmPwd is required' }),
  })
  .refine((input) => input.password === input.confirmPwd, {
    error: PASSWORDS_MISMATCH,
    path: ['confirmPwd'],
  });
export type ChangeUserPwdInput = z.infer<typeof changeUserPwdInputSchema>;

export const changeMyPwdInputSchema = z
  .strictObject({
    prevPwd: z.string({ error: 'prevPwd is required' }).min(1, { error: 'prevPwd is required' }).max(1024),
    newPwd: passwordSchema('newPwd'),
    confirmPwd: z.string({ error: 'confirmPwd is required' }),
  })
  .refine((input) => input.newPwd === input.confirmPwd, {
    error: 'confirmPwd does not match the new password',
    path: ['confirmPwd'],
  });
export type ChangeMyPwdInput = z.infer<typeof changeMyPwdInputSchema>;

export const updateMeInputSchema = z.strictObject({ name: nameSchema, email: emailSchema });
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;

/** Change-my-password answers with a fresh token: the caller's session goes on, every other one ends. */
export const changeMyPwdResponseSchema = z.object({ message: z.string(), token: z.string() });
