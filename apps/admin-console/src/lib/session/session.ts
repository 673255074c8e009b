import { api } from '../api';
import { forgetLocalDrafts } from '../local-drafts';
import { tokenStorage } from '../token-storage';
import { createSessionStore } from './session-store';

export const session = createSessionStore(api.session, tokenStorage, {
  signedOut: () => forgetLocalDrafts(),
});
