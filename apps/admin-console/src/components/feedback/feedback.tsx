import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerSentence } from '~/lib/use-server-sentence';

interface Feedback {
  success(message: string): void;
  error(message: string): void;
}

interface Message {
  id: number;
  severity: 'success' | 'error';
  text: string;
}

const FeedbackContext = createContext<Feedback | null>(null);
let nextId = 0;

/**
 * One feedback area for the whole console: the newest message replaces the one before, so an old
 * error never stays next to a later success. Errors sit at the top right with a close button (spec §2)
 * until closed; successes are a notice at the bottom that never blocks the page and fades.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const inLanguage = useServerSentence();
  const [message, setMessage] = useState<Message | null>(null);
  const value = useMemo<Feedback>(
    () => ({
      success: (text) => setMessage({ id: ++nextId, severity: 'success', text }),
      error: (text) => setMessage({ id: ++nextId, severity: 'error', text }),
    }),
    [],
  );
  const close = useCallback(() => setMessage(null), []);
  const isError = message?.severity === 'error';

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Snackbar
        key={message?.id}
        open={message !== null}
        autoHideDuration={isError ? null : 5000}
        anchorOrigin={
          isError ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'center' }
        }
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
      >
        <Alert
          severity={message?.severity ?? 'success'}
          variant="filled"
          onClose={close}
          closeText={t('common.close')}
          role={isError ? 'alert' : 'status'}
          sx={{ maxWidth: 420 }}
        >
          {message ? inLanguage(message.text) : null}
        </Alert>
      </Snackbar>
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider');
  return feedback;
}
