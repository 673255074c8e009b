import { api } from '../api';
import { tokenStorage } from '../token-storage';
import { createSessionStore } from './session-store';

export const session = createSessionStore(api.session, tokenStorage);
