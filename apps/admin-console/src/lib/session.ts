import { createSessionStore } from '~/features/session/session-store';
import { api } from './api';
import { tokenStorage } from './token-storage';

export const session = createSessionStore(api.session, tokenStorage);
