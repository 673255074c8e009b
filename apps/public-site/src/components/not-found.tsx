import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { useDocumentTitle } from './use-document-title';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="not-found">
      <h1 className="page-title">{t('notFound.message')}</h1>
      <Link to="/" className="button button--primary">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
