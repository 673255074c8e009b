import {
  type AddAdminInput,
  adminListSchema,
  adminSchema,
  type ChangeMyPwdInput,
  type ChangeUserPwdInput,
  changeMyPwdResponseSchema,
  type Language,
  meSchema,
  messageSchema,
  type UpdateMeInput,
  type UpdateUserInput,
} from '@station/domain';
import { type Http, segment } from '../http';

/** The console's accounts, the signed-in admin's own among them. */
export const adminsApi = (http: Http) => ({
  list: () => http.get('admins', adminListSchema),
  getMe: () => http.get('admins/get-me', meSchema),
  add: (input: AddAdminInput) => http.post('admins/add', messageSchema, { json: input }),
  updateUser: (id: string, input: UpdateUserInput) =>
    http.patch(`admins/update-user/${segment(id)}`, messageSchema, { json: { ...input, id } }),
  changeUserPwd: (id: string, input: ChangeUserPwdInput) =>
    http.patch(`admins/change-user-pwd/${segment(id)}`, messageSchema, { json: { ...input, id } }),
  changeMyPwd: (input: ChangeMyPwdInput) =>
    http.patch('admins/change-my-pwd', changeMyPwdResponseSchema, { json: input }),
  updateMe: (input: UpdateMeInput) => http.patch('admins/update-me', messageSchema, { json: input }),
  /** Keeps the console's language with the signed-in admin, for every browser they sign in on. */
  setLanguage: (language: Language) => http.patch('admins/language', adminSchema, { json: { language } }),
});
