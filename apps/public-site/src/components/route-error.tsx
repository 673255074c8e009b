import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';

/** What a page shows if it fails to render: a plain sentence and a retry, inside the normal frame. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <div role="alert" className="route-error">
      <p>{t('error.message')}</p>
      <button type="button" className="button button--outlined" onClick={retry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
