import {
  forgotPasswordInputSchema,
  messageSchema,
  passwordResetAvailabilitySchema,
  resetPasswordInputSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { noStore } from '../../plugins/auth';
import { passwordEvent } from './admin-changes';
import type { PasswordResets } from './password-reset';

/** Asking from one network, whatever addresses it gives. */
const PER_IP = { max: 10, timeWindow: '1 hour' };
export const FORGOT_ANSWER =
  'If this address belongs to an administrator, a link to choose a new password is on its way. It works for 30 minutes.';

export function passwordResetRoutes(app: FastifyInstance, resets: PasswordResets): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admins'];

  api.get(
    '/forgot-password',
    {
      schema: {
        summary: 'Whether a reset link can be emailed (email configured)',
        tags,
        response: { 200: passwordResetAvailabilitySchema },
      },
    },
    async () => ({ byEmail: app.mailer.mode !== 'off' }),
  );

  api.post(
    '/forgot-password',
    {
      onSend: noStore,
      config: { rateLimit: PER_IP, keepsPublicCache: true },
      schema: {
        summary: 'Email a 30-minute reset link; the same answer for every address',
        alsoAnswers: [202, 429, 503],
        tags,
        body: forgotPasswordInputSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      if (app.mailer.mode === 'off')
        throw new AppError(503, 'Email is not configured, so a reset link cannot be sent.', 'MAIL_OFF');
      // One queued job for any well-formed address: whether it is an admin's is decided in the job,
      // so the answer takes the same time and says the same either way.
      await resets.ask(request.body.email);
      request.log.warn({ event: 'security', action: 'password-reset-asked' }, 'password reset asked');
      reply.code(202);
      return { message: FORGOT_ANSWER };
    },
  );

  api.post(
    '/reset-password',
    {
      onSend: noStore,
      config: { rateLimit: PER_IP, keepsPublicCache: true },
      schema: {
        summary: 'Set a new password with an emailed link (once); ends every session',
        alsoAnswers: [429],
        tags,
        body: resetPasswordInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const admin = await resets.reset(request.body);
      request.log.warn(
        { event: 'security', action: 'password-reset', adminId: admin.id },
        'password reset by email link',
      );
      await app.audit.record(request, passwordEvent(admin, 'password-reset-by-email'), admin);
      return {
        message: 'Your password was changed, and every session signed in before has ended. Log in with it.',
      };
    },
  );
}
