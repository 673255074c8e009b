import { LoadingDots } from '@station/ui/loading-dots';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionStore } from '~/lib/session/use-session';

/** Nothing is routed until the stored token has been checked; meanwhile the three dots show. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const store = useSessionStore();
  const { status } = useSession();
  useEffect(() => {
    store.start();
  }, [store]);
  return status === 'loading' ? <LoadingDots label={t('app.loading')} /> : children;
}
