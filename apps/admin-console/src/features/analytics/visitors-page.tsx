import { TRUNCATE, truncate } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { useFormats } from '~/lib/formats';
import { visitorsQuery } from './analytics.queries';
import { browserName, deviceName } from './device-name';

/** The latest page hits: an article by its title, any other page by its path (contract 3). */
export function VisitorsPage() {
  const { t } = useTranslation('analytics');
  const { dateTime } = useFormats();
  const { data: visits } = useSuspenseQuery(visitorsQuery());
  const title = t('visitors.title', { count: visits.length });
  return (
    <Page title={title}>
      <DataTable
        label={title}
        rows={visits}
        rowKey={(visit, index) => `${visit.createdAt}-${index}`}
        emptyMessage={t('common.noData')}
        columns={[
          {
            key: 'createdAt',
            header: t('visitors.createdAt'),
            render: (visit) => dateTime(visit.createdAt),
          },
          { key: 'ip', header: t('visitors.ip'), render: (visit) => visit.ip },
          {
            key: 'visited',
            header: t('visitors.visited'),
            render: (visit) =>
              visit.title ? (
                <span title={visit.visited}>{truncate(visit.title, TRUNCATE.adminTableLong)}</span>
              ) : (
                visit.visited
              ),
          },
          { key: 'device', header: t('visitors.device'), render: (visit) => deviceName(visit.device, t) },
          {
            key: 'browser',
            header: t('visitors.browser'),
            render: (visit) => browserName(visit.browser, t),
          },
        ]}
      />
    </Page>
  );
}
