import {
  type AddAdminInput,
  type AdName,
  type AuditQuery,
  adminListSchema,
  adminSchema,
  adSchema,
  analyticsSchema,
  auditEventSchema,
  type BannerInput,
  type BulkInput,
  bannerSchema,
  bulkResultSchema,
  type ChangeMyPwdInput,
  type ChangeUserPwdInput,
  type ContactQuery,
  changeMyPwdResponseSchema,
  contactCountsSchema,
  contactMessageSchema,
  type Language,
  type LiveInput,
  type LoginInput,
  liveSchema,
  loginResponseSchema,
  type ManagePostsQuery,
  mailStatusSchema,
  meSchema,
  messageSchema,
  messageWithDataSchema,
  type NewsletterInput,
  type NewsletterSendInput,
  type NewsletterTestInput,
  newsletterPreviewSchema,
  newsletterSchema,
  type PhotosInput,
  type PostFields,
  type ProgramInput,
  type PublishInput,
  passwordResetAvailabilitySchema,
  postCountsSchema,
  postListSchema,
  postReviewNotesSchema,
  postSchema,
  previewLinkSchema,
  programSchema,
  type ResetPasswordInput,
  reviewNoteSchema,
  type SatelliteInfoInput,
  type ScheduleSlotInput,
  type SendBackInput,
  satelliteInfoSchema,
  scheduleSlotSchema,
  type TelegramAdminInput,
  telegramAdminListSchema,
  telegramAdminSchema,
  type UpdateMeInput,
  type UpdatePostInput,
  type UpdateUserInput,
  viewTotalsSchema,
  visitorListSchema,
} from '@station/domain';
import { z } from 'zod';
import { createHttp, definedQuery, type HttpOptions, segment } from './http';

export { ApiError, NETWORK_ERROR_MESSAGE } from './http';

/** The routes the generic delete dialog can target: DELETE {route}/{id}. */
export type DeletableRoute = 'admins' | 'post' | 'program' | 'satellite-info' | 'schedule' | 'telegram-admin';

/** What the back office calls; every call carries the session's bearer token. */
export function createAdminApi(options: HttpOptions) {
  const http = createHttp(options);
  const message = messageSchema;
  return {
    session: {
      login: (input: LoginInput) => http.post('admins/login', loginResponseSchema, { json: input }),
      verify: () => http.get('admins/verify', adminSchema),
      /** Ends every session of the signed-in admin on the server; the token is read as the call starts. */
      logout: () => http.post('admins/logout', messageSchema),
      /** A fresh token for a session the server still honours. */
      refresh: () => http.post('admins/refresh', z.object({ token: z.string() })),
      /** Whether "Forgot password?" can email a link (the server has email). */
      resetAvailability: () => http.get('admins/forgot-password', passwordResetAvailabilitySchema),
      forgotPassword: (email: string) =>
        http.post('admins/forgot-password', messageSchema, { json: { email } }),
      resetPassword: (input: ResetPasswordInput) =>
        http.post('admins/reset-password', messageSchema, { json: input }),
    },
    contact: {
      list: async (query: ContactQuery) => {
        const { data, headers } = await http.getWithHeaders('contact', z.array(contactMessageSchema), {
          query: definedQuery(query),
        });
        return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
      },
      counts: () => http.get('contact/counts', contactCountsSchema),
      /** One message; the first opening marks it read. */
      open: (id: string) => http.get(`contact/${segment(id)}`, contactMessageSchema),
      setHandled: (id: string, handled: boolean) =>
        http.patch(`contact/${segment(id)}`, messageWithDataSchema(contactMessageSchema), {
          json: { handled },
        }),
      reply: (id: string, message: string) =>
        http.post(`contact/${segment(id)}/reply`, messageWithDataSchema(contactMessageSchema), {
          json: { message },
        }),
    },
    newsletter: {
      status: () => http.get('newsletter/status', mailStatusSchema),
      list: async (page: { limit: number; skip: number }) => {
        const { data, headers } = await http.getWithHeaders('newsletter', z.array(newsletterSchema), {
          query: page,
        });
        return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
      },
      send: (input: NewsletterSendInput) =>
        http.post('newsletter', messageWithDataSchema(newsletterSchema), { json: input }),
      preview: (input: NewsletterInput) =>
        http.post('newsletter/preview', newsletterPreviewSchema, { json: input }),
      sendTest: (input: NewsletterTestInput) =>
        http.post('newsletter/test', messageWithDataSchema(z.object({ to: z.string() })), { json: input }),
    },
    admins: {
      list: () => http.get('admins', adminListSchema),
      getMe: () => http.get('admins/get-me', meSchema),
      add: (input: AddAdminInput) => http.post('admins/add', message, { json: input }),
      updateUser: (id: string, input: UpdateUserInput) =>
        http.patch(`admins/update-user/${segment(id)}`, message, { json: { ...input, id } }),
      changeUserPwd: (id: string, input: ChangeUserPwdInput) =>
        http.patch(`admins/change-user-pwd/${segment(id)}`, message, { json: { ...input, id } }),
      changeMyPwd: (input: ChangeMyPwdInput) =>
        http.patch('admins/change-my-pwd', changeMyPwdResponseSchema, { json: input }),
      updateMe: (input: UpdateMeInput) => http.patch('admins/update-me', message, { json: input }),
      /** Keeps the console's language with the signed-in admin, for every browser they sign in on. */
      setLanguage: (language: Language) => http.patch('admins/language', adminSchema, { json: { language } }),
    },
    analytics: {
      posts: () => http.get('post/post-analytics', analyticsSchema),
      views: () => http.get('view', viewTotalsSchema),
      visitors: () => http.get('view/visitors', visitorListSchema),
    },
    posts: {
      page: async ({ limit, skip }: { limit: number; skip: number }) => {
        const { data, headers } = await http.getWithHeaders('post', postListSchema, {
          query: { limit, skip },
        });
        return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
      },
      get: (id: string) => http.get(`post/${segment(id)}`, postSchema),
      create: (form: FormData, onUploadProgress?: (fraction: number) => void) =>
        http.post('post/add', messageWithDataSchema(postSchema), {
          form,
          ...(onUploadProgress ? { onUploadProgress } : {}),
        }),
      update: (id: string, input: UpdatePostInput | PostFields) =>
        http.patch(`post/${segment(id)}`, messageWithDataSchema(postSchema), { json: input }),
      /** The console's table: any status, filtered, searched and sorted. */
      manage: async (query: Partial<ManagePostsQuery>) => {
        const { data, headers } = await http.getWithHeaders('post/manage', postListSchema, {
          query: definedQuery(query),
        });
        return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
      },
      counts: () => http.get('post/counts', postCountsSchema),
      authors: () => http.get('post/authors', z.array(z.string())),
      submit: (id: string) => http.post(`post/${segment(id)}/submit`, messageWithDataSchema(postSchema)),
      publish: (id: string, input: PublishInput = {}) =>
        http.post(`post/${segment(id)}/publish`, messageWithDataSchema(postSchema), { json: input }),
      unpublish: (id: string) =>
        http.post(`post/${segment(id)}/unpublish`, messageWithDataSchema(postSchema)),
      restore: (id: string) => http.post(`post/${segment(id)}/restore`, messageWithDataSchema(postSchema)),
      purge: (id: string) => http.delete(`post/${segment(id)}/purge`, messageSchema),
      bulk: (input: BulkInput) => http.post('post/bulk', bulkResultSchema, { json: input }),
      addPhotos: (id: string, form: FormData) =>
        http.post(`post/${segment(id)}/photos`, messageWithDataSchema(postSchema), { form }),
      setPhotos: (id: string, input: PhotosInput) =>
        http.patch(`post/${segment(id)}/photos`, messageWithDataSchema(postSchema), { json: input }),
      /** Back to its writer as a draft, with a note, from the version the reviewer read. */
      sendBack: (id: string, input: SendBackInput) =>
        http.post(`post/${segment(id)}/send-back`, messageWithDataSchema(postSchema), { json: input }),
      reviewNotes: (id: string) => http.get(`post/${segment(id)}/review-notes`, postReviewNotesSchema),
      /** Every note still waiting for its writer, newest first (the posts list marks those posts). */
      standingNotes: () => http.get('post/review-notes', z.array(reviewNoteSchema)),
      /** A link to the post as readers would see it, for an hour, whatever its status. */
      preview: (id: string) => http.post(`post/${segment(id)}/preview`, previewLinkSchema),
    },
    audit: {
      list: async (query: Partial<AuditQuery>) => {
        const { data, headers } = await http.getWithHeaders('audit', z.array(auditEventSchema), {
          query: definedQuery(query),
        });
        return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
      },
    },
    banner: {
      get: () => http.get('banner', bannerSchema.nullable()),
      set: (input: BannerInput) => http.put('banner', messageWithDataSchema(bannerSchema), { json: input }),
      clear: () => http.delete('banner', messageSchema),
    },
    programs: {
      create: (input: ProgramInput) =>
        http.post('program/add', messageWithDataSchema(programSchema), { json: input }),
      update: (id: string, input: ProgramInput) =>
        http.patch(`program/${segment(id)}`, messageWithDataSchema(programSchema), { json: input }),
    },
    satellite: {
      create: (input: SatelliteInfoInput) =>
        http.post('satellite-info/add', messageWithDataSchema(satelliteInfoSchema), { json: input }),
      update: (id: string, input: SatelliteInfoInput) =>
        http.patch(`satellite-info/${segment(id)}`, messageWithDataSchema(satelliteInfoSchema), {
          json: input,
        }),
    },
    programmeSchedule: {
      create: (input: ScheduleSlotInput) =>
        http.post('schedule/add', messageWithDataSchema(scheduleSlotSchema), { json: input }),
      update: (id: string, input: ScheduleSlotInput) =>
        http.patch(`schedule/${segment(id)}`, messageWithDataSchema(scheduleSlotSchema), { json: input }),
    },
    live: {
      set: (id: string, input: LiveInput) =>
        http.patch(`live/${segment(id)}`, messageWithDataSchema(liveSchema), { json: input }),
    },
    ads: {
      update: (name: AdName, form: FormData) =>
        http.patch(`ad/${segment(name)}`, messageWithDataSchema(adSchema), { form }),
    },
    telegramAdmins: {
      list: () => http.get('telegram-admin', telegramAdminListSchema),
      create: (input: TelegramAdminInput) =>
        http.post('telegram-admin/add', messageWithDataSchema(telegramAdminSchema), { json: input }),
      update: (id: string, input: TelegramAdminInput) =>
        http.patch(`telegram-admin/${segment(id)}`, messageWithDataSchema(telegramAdminSchema), {
          json: input,
        }),
    },
    remove: (route: DeletableRoute, id: string) => http.delete(`${route}/${segment(id)}`, message),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
