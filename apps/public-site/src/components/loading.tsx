import { useTranslation } from '~/lib/use-translation';

/** The one loading state of the site: a spinner announced as 'Loading' (spec §4). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="loading">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t('common.loadingStatus')}</span>
    </div>
  );
}
