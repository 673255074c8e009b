import {
  addAdminInputSchema,
  adminLanguageInputSchema,
  adminListSchema,
  adminSchema,
  changeMyPwdInputSchema,
  changeMyPwdResponseSchema,
  changeUserPwdInputSchema,
  meSchema,
  messageSchema,
  updateMeInputSchema,
  updateUserInputSchema,
} from '@station/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import type { AdminChange } from './admin-changes';
import { emailChangedMail } from './admin-mail';
import { type AdminEdit, createAdminsService } from './admins.service';
import { createLoginThrottle } from './login-throttle';
import type { PasswordResets } from './password-reset';
import { passwordResetRoutes } from './password-reset.routes';
import { sessionRoutes } from './sessions.routes';

export async function adminsRoutes(app: FastifyInstance, { resets }: { resets: PasswordResets }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminsService({
    db: app.db,
    throttle: createLoginThrottle(app.db),
    issueToken: app.issueToken,
  });
  const tags = ['admins'];
  sessionRoutes(app, service);
  passwordResetRoutes(app, resets);

  /** Records the change in the audit trail and answers with the admin. */
  const recorded = async (request: FastifyRequest, change: AdminChange) => {
    for (const entry of change.audit) await app.audit.record(request, entry);
    return change.admin;
  };
  /** The address an account's sign-in left hears of it: its owner may not be who changed it. */
  const toldOldAddress = async (request: FastifyRequest, edit: AdminEdit) => {
    const admin = await recorded(request, edit);
    if (edit.emailLeft)
      await app.queueMail(
        emailChangedMail(edit.emailLeft, {
          name: admin.name,
          before: edit.emailLeft.email,
          after: admin.email,
        }),
      );
    return admin;
  };

  api.get(
    '/get-me',
    {
      onRequest: app.authenticate,
      schema: { summary: 'The signed-in administrator', tags, response: { 200: meSchema } },
    },
    (request) => service.getMe(request.admin.id),
  );

  api.patch(
    '/update-me',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Change your own name and email',
        alsoAnswers: [409],
        tags,
        body: updateMeInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await toldOldAddress(request, await service.updateMe(request.admin.id, request.body, request.ip));
      return { message: 'Your Profile Updated Successfully!' };
    },
  );

  // The console's language goes with the admin, not the browser: set once, it greets them in it on
  // every computer they sign in on.
  api.patch(
    '/language',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Set the language the console greets you in (en or am)',
        tags,
        body: adminLanguageInputSchema,
        response: { 200: adminSchema },
      },
    },
    async (request) => recorded(request, await service.setLanguage(request.admin.id, request.body.language)),
  );

  api.patch(
    '/change-my-pwd',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Change your own password; answers a fresh token',
        alsoAnswers: [429],
        tags,
        body: changeMyPwdInputSchema,
        response: { 200: changeMyPwdResponseSchema },
      },
    },
    async (request) => {
      const { token, ...change } = await service.changeMyPassword(
        request.admin.id,
        request.body,
        request.ip,
        request.session,
      );
      await recorded(request, change);
      request.log.warn(
        { event: 'security', action: 'password-changed', adminId: request.admin.id },
        'password changed',
      );
      return { message: 'Password Changed Successfully!', token };
    },
  );

  api.get(
    '/',
    {
      onRequest: app.requireSuper,
      schema: { summary: 'Every administrator (super only)', tags, response: { 200: adminListSchema } },
    },
    () => service.list(),
  );

  api.post(
    '/add',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'Add an administrator (super only)',
        alsoAnswers: [409],
        tags,
        body: addAdminInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const admin = await recorded(request, await service.add(request.body));
      request.log.warn(
        { event: 'security', action: 'admin-added', adminId: admin._id, by: request.admin.id },
        'admin added',
      );
      return { message: `An Account for ${admin.name} Created Successfully!` };
    },
  );

  api.patch(
    '/update-user/:id',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: "Change an administrator's name, email or role (super only)",
        alsoAnswers: [409],
        ...byIdWithBody(tags, updateUserInputSchema, messageSchema),
      },
    },
    async (request) => {
      const admin = await toldOldAddress(request, await service.updateUser(request.params.id, request.body));
      request.log.warn(
        {
          event: 'security',
          action: 'admin-edited',
          adminId: admin._id,
          role: admin.role,
          by: request.admin.id,
        },
        'admin edited',
      );
      return { message: 'Admin Edited Successfully!' };
    },
  );

  api.patch(
    '/change-user-pwd/:id',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: "Set another administrator's password (super only)",
        ...byIdWithBody(tags, changeUserPwdInputSchema, messageSchema),
      },
    },
    async (request) => {
      await recorded(
        request,
        await service.changeUserPassword(request.params.id, request.body, request.admin.id),
      );
      request.log.warn(
        { event: 'security', action: 'password-reset', adminId: request.params.id, by: request.admin.id },
        'password changed by a super administrator',
      );
      return { message: 'Password Changed Successfully!' };
    },
  );

  api.delete(
    '/:id',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'Delete an administrator (super only)',
        alsoAnswers: [409],
        ...byId(tags, messageSchema),
      },
    },
    async (request) => {
      const admin = await recorded(request, await service.remove(request.params.id));
      request.log.warn(
        { event: 'security', action: 'admin-deleted', adminId: admin._id, by: request.admin.id },
        'admin deleted',
      );
      return { message: `${admin.name} Deleted Successfully!` };
    },
  );
}
