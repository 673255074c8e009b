import {
  adminSchema,
  type LoginInput,
  loginResponseSchema,
  messageSchema,
  passwordResetAvailabilitySchema,
  type ResetPasswordInput,
} from '@station/domain';
import { z } from 'zod';
import type { Http } from '../http';

/** Signing in and out, and getting back in with a forgotten password. */
export const sessionApi = (http: Http) => ({
  login: (input: LoginInput) => http.post('admins/login', loginResponseSchema, { json: input }),
  verify: () => http.get('admins/verify', adminSchema),
  /** Ends every session of the signed-in admin on the server; the token is read as the call starts. */
  logout: () => http.post('admins/logout', messageSchema),
  /** A fresh token for a session the server still honours. */
  refresh: () => http.post('admins/refresh', z.object({ token: z.string() })),
  /** Whether "Forgot password?" can email a link (the server has email). */
  resetAvailability: () => http.get('admins/forgot-password', passwordResetAvailabilitySchema),
  forgotPassword: (email: string) => http.post('admins/forgot-password', messageSchema, { json: { email } }),
  resetPassword: (input: ResetPasswordInput) =>
    http.post('admins/reset-password', messageSchema, { json: input }),
});
