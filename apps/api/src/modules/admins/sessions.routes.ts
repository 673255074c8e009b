import { adminSchema, loginInputSchema, loginResponseSchema, messageSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/auth';
import { toAdmin } from './admins.repository';
import type { AdminsService } from './admins.service';

/** Signing in, signing out and checking a session: the routes every admin uses, whatever their role. */
export function sessionRoutes(app: FastifyInstance, service: AdminsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admins'];

  api.post(
    '/login',
    {
      onSend: noStore,
      schema: {
        summary: 'Log in with email and password; answers a 12-hour token',
        alsoAnswers: [401, 429],
        tags,
        body: loginInputSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      try {
        const session = await service.login(request.body, request.ip);
        request.log.warn({ event: 'security', action: 'login', adminId: session._id }, 'login succeeded');
        return session;
      } catch (error) {
        request.log.warn({ event: 'security', action: 'login-failed' }, 'login failed');
        throw error;
      }
    },
  );

  // Ends every session of the caller, not only this one: the token version moves on, so a copy of the
  // token kept elsewhere or stolen dies with it. Checked on every request already, it needs no deny list.
  api.post(
    '/logout',
    {
      onRequest: app.authenticate,
      config: { keepsPublicCache: true },
      schema: {
        summary: 'End every session of the signed-in administrator',
        tags,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.logout(request.admin.id);
      request.log.warn({ event: 'security', action: 'logout', adminId: request.admin.id }, 'logged out');
      return { message: 'Logged Out Successfully!' };
    },
  );

  // A console in use asks for a fresh token before its own ends, so an editor at work is not signed
  // out mid-article. The same checks as any call apply first: a changed password or a removed account
  // still ends the session at once. The token refreshed stops working, and no refresh carries a
  // session past seven days from its sign-in: a stolen token cannot be kept alive for good.
  api.post(
    '/refresh',
    {
      onRequest: app.authenticate,
      config: { keepsPublicCache: true },
      schema: {
        summary: 'A fresh 12-hour token for a session still valid',
        tags,
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => ({ token: await service.refresh(request.admin.id, request.session) }),
  );

  api.get(
    '/verify',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Check the token and answer the signed-in administrator',
        tags,
        response: { 200: adminSchema },
      },
    },
    async (request) => toAdmin(request.admin),
  );
}
