import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { CategoriesChart } from './categories-chart';
import { MostViewedTable } from './most-viewed-table';
import { SummaryCards } from './summary-cards';

export function OverviewPage() {
  const { t } = useTranslation('analytics');
  return (
    <Page title={t('overview.title')}>
      <SummaryCards />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <CategoriesChart />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <MostViewedTable />
        </Grid>
      </Grid>
    </Page>
  );
}
