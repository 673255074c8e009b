import Typography from '@mui/material/Typography';
import { TRUNCATE, truncate } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { analyticsQuery } from './dashboard.queries';

export function MostViewedTable() {
  const { t } = useTranslation('dashboard');
  const { posts } = useSuspenseQuery(analyticsQuery()).data;
  return (
    <section>
      <Typography component="h2" variant="subtitle1" gutterBottom>
        {t('dashboard.mostViewed')}
      </Typography>
      <DataTable
        label={t('dashboard.mostViewed')}
        rows={posts}
        rowKey={(post) => post._id}
        emptyMessage={t('common.noData')}
        columns={[
          {
            key: 'title',
            header: t('dashboard.postTitle'),
            render: (post) => truncate(post.title, TRUNCATE.mostViewedTitle),
          },
          { key: 'views', header: t('dashboard.views'), render: (post) => post.visit, align: 'right' },
          {
            key: 'category',
            header: t('dashboard.category'),
            render: (post) => t(`categories.${post.category}`),
          },
        ]}
      />
    </section>
  );
}
