import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { BreakdownTable } from './breakdown-table';
import { BREAKDOWNS } from './breakdowns';
import { FigureCards } from './figure-cards';
import { FilterChips } from './filter-chips';
import { PeriodPicker } from './period-picker';
import { ReadersNowPanel } from './readers-now-panel';
import { SeriesChart } from './series-chart';
import { useAudienceState } from './use-audience-state';

/** The audience analytics (docs/analytics.md): who read what, when, from where, on what. */
export function AudiencePage() {
  const { t } = useTranslation('analytics');
  const state = useAudienceState();
  const { period, filters } = state;
  return (
    <Page title={t('audience.title')}>
      <PeriodPicker choice={state.choice} onChange={state.choose} />
      <FilterChips filters={filters} labels={state.labels} onRemove={state.removeFilter} />
      {period ? (
        <>
          <FigureCards question={{ period, filters }} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <SeriesChart
                title={t('audience.chart.title')}
                period={period}
                filters={filters}
                granularity={state.granularity}
                granularities={state.granularities}
                onGranularity={state.group}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <ReadersNowPanel />
            </Grid>
            {BREAKDOWNS.map((spec) => (
              <Grid key={spec.id} size={{ xs: 12, lg: 6 }}>
                <BreakdownTable spec={spec} period={period} filters={filters} onFilter={state.addFilter} />
              </Grid>
            ))}
          </Grid>
        </>
      ) : (
        <Alert severity="warning">{t('audience.period.invalid')}</Alert>
      )}
    </Page>
  );
}
