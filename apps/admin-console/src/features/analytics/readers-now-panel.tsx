import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable } from '@station/ui/data-table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '~/lib/formats';
import { readersNowQuery } from './analytics.queries';
import { useValueLabel } from './use-value-label';

/** Who is on the site now and what they read, asked again every few seconds while the tab is shown. */
export function ReadersNowPanel() {
  const { t } = useTranslation('analytics');
  const { number } = useFormats();
  const valueLabel = useValueLabel();
  const now = useQuery(readersNowQuery()).data;
  const title = t('audience.readersNow.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="subtitle1">
          {title}
        </Typography>
        {now ? (
          <>
            <Typography variant="h4" component="p" sx={{ mb: 1 }} aria-live="polite">
              {t('audience.readersNow.visitors', { count: now.visitors })}
            </Typography>
            <DataTable
              label={title}
              rows={now.pages}
              rowKey={(page) => `${page.targetKind}:${page.target}`}
              emptyMessage={t('audience.readersNow.empty')}
              columns={[
                {
                  key: 'page',
                  header: t('audience.readersNow.page'),
                  render: (page) =>
                    page.title ||
                    (page.targetKind === 'category'
                      ? valueLabel('target', page.target, { filters: { targetKind: 'category' } })
                      : page.target || valueLabel('targetKind', page.targetKind)),
                },
                {
                  key: 'readers',
                  header: t('audience.readersNow.readers'),
                  align: 'right',
                  render: (page) => number(page.readers),
                },
              ]}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
