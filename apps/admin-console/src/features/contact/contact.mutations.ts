import { api } from '~/lib/api';
import { contactKeys } from '~/lib/contact-queries';
import { useInvalidatingMutation } from '~/lib/mutations';

export const useSetHandled = (id: string) =>
  useInvalidatingMutation([contactKeys.all], (handled: boolean) => api.contact.setHandled(id, handled));

export const useReply = (id: string) =>
  useInvalidatingMutation([contactKeys.all], (message: string) => api.contact.reply(id, message));
