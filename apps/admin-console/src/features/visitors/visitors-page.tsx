import { DataTable } from '@station/ui/data-table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { visitorsQuery } from '../dashboard/dashboard.queries';

export function VisitorsPage() {
  const { t } = useTranslation();
  const visitors = useQuery(visitorsQuery()).data ?? [];
  return (
    <Page title={t('visitors.title', { count: visitors.length })}>
      <DataTable
        label={t('visitors.title', { count: visitors.length })}
        rows={visitors}
        rowKey={(visit, index) => `${visit.createdAt}-${index}`}
        emptyMessage={t('common.noData')}
        columns={[
          {
            key: 'createdAt',
            header: t('visitors.createdAt'),
            render: (visit) => new Date(visit.createdAt).toLocaleString('en-US'),
          },
          { key: 'ip', header: t('visitors.ip'), render: (visit) => visit.ip },
          { key: 'visited', header: t('visitors.visited'), render: (visit) => visit.visited },
          { key: 'device', header: t('visitors.device'), render: (visit) => visit.device },
          { key: 'browser', header: t('visitors.browser'), render: (visit) => visit.browser },
        ]}
      />
    </Page>
  );
}
