import Typography from '@mui/material/Typography';
import { TRUNCATE, truncate } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postAnalyticsQuery } from './analytics.queries';

export function MostViewedTable() {
  const { t } = useTranslation('analytics');
  const { posts } = useSuspenseQuery(postAnalyticsQuery()).data;
  return (
    <section>
      <Typography component="h2" variant="subtitle1" gutterBottom>
        {t('overview.mostViewed')}
      </Typography>
      <DataTable
        label={t('overview.mostViewed')}
        rows={posts}
        rowKey={(post) => post._id}
        emptyMessage={t('common.noData')}
        columns={[
          {
            key: 'title',
            header: t('overview.postTitle'),
            render: (post) => truncate(post.title, TRUNCATE.mostViewedTitle),
          },
          { key: 'views', header: t('overview.views'), render: (post) => post.visit, align: 'right' },
          {
            key: 'category',
            header: t('overview.category'),
            render: (post) => t(`categories.${post.category}`),
          },
        ]}
      />
    </section>
  );
}
