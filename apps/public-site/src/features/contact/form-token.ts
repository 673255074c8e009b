import { useRef } from 'react';
import { loadApi } from '~/lib/api';

/** A token is used this long, then a new one is taken: well inside the two hours the API allows. */
const FRESH_FOR_MS = 60 * 60_000;

interface Held {
  token: Promise<string>;
  takenAt: number;
}

/**
 * The contact form's token: the API dates and signs it when it hands it out, and takes a message no
 * sooner than three seconds later. It is asked for when a person first enters the form rather than
 * with every page (the form is in every footer), and a sent message spends it.
 */
export function useContactFormToken() {
  const held = useRef<Held | undefined>(undefined);

  const current = (): Promise<string> => {
    const now = Date.now();
    if (held.current && now - held.current.takenAt < FRESH_FOR_MS) return held.current.token;
    const token = loadApi()
      .then((api) => api.contact.formToken())
      .then((answer) => answer.token);
    const entry = { token, takenAt: now };
    // A failed request is asked again at the next focus or send, not kept as the answer.
    token.catch(() => {
      if (held.current === entry) held.current = undefined;
    });
    held.current = entry;
    return token;
  };

  return {
    /** On focus inside the form: the server's clock starts when a person starts writing. */
    prime: () => void current().catch(() => undefined),
    current,
    /** After a message is taken (or its token refused): the next one asks for a token of its own. */
    spend: () => {
      held.current = undefined;
    },
  };
}
