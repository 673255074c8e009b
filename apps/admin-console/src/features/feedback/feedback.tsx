import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Feedback {
  success(message: string): void;
  error(message: string): void;
}

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Errors in a toast fixed at the top right with a close button (spec §2); successes as a notice that
 * never blocks the page, unlike the original's browser alerts.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [error, setError] = useState<{ id: number; text: string } | null>(null);
  const [success, setSuccess] = useState<{ id: number; text: string } | null>(null);
  const value = useMemo<Feedback>(
    () => ({
      success: (text) => setSuccess({ id: Date.now(), text }),
      error: (text) => setError({ id: Date.now(), text }),
    }),
    [],
  );
  const closeError = useCallback(() => setError(null), []);
  const closeSuccess = useCallback(() => setSuccess(null), []);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Snackbar
        key={`e${error?.id}`}
        open={error !== null}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClose={(_event, reason) => reason !== 'clickaway' && closeError()}
      >
        <Alert
          severity="error"
          variant="filled"
          onClose={closeError}
          closeText={t('common.close')}
          role="alert"
          sx={{ maxWidth: 420 }}
        >
          {error?.text}
        </Alert>
      </Snackbar>
      <Snackbar
        key={`s${success?.id}`}
        open={success !== null}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={closeSuccess}
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={closeSuccess}
          closeText={t('common.close')}
          role="status"
        >
          {success?.text}
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
