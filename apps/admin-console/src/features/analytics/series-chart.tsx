import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AudienceFilters, AudienceGranularity, AudiencePeriod } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '~/lib/formats';
import { audienceSeriesQuery } from './analytics.queries';
import { bucketsOf, previousOf } from './audience-period';

/** Each bucket's figure, 0 where the API names none (no reader in it). */
const valuesOf = (buckets: string[], points: { bucket: string; views: number; visitors: number }[]) => {
  const byBucket = new Map(points.map((point) => [point.bucket, point]));
  return {
    views: buckets.map((bucket) => byBucket.get(bucket)?.views ?? 0),
    visitors: buckets.map((bucket) => byBucket.get(bucket)?.visitors ?? 0),
  };
};

/**
 * Views and visitors over the period, beside the views of the period before (dashed), grouped by
 * hour, day, week or month; days and hours are Addis Ababa's.
 */
export function SeriesChart({
  title,
  period,
  filters,
  granularity,
  granularities,
  onGranularity,
}: {
  title: string;
  period: AudiencePeriod;
  filters: AudienceFilters;
  granularity: AudienceGranularity;
  granularities: AudienceGranularity[];
  onGranularity: (granularity: AudienceGranularity) => void;
}) {
  const { t } = useTranslation('analytics');
  const { date, dateTime } = useFormats();
  const series = useQuery(audienceSeriesQuery({ period, filters, granularity })).data;
  const buckets = bucketsOf(period, granularity);
  const current = valuesOf(buckets, series?.current ?? []);
  const previous = valuesOf(bucketsOf(previousOf(period), granularity), series?.previous ?? []);
  const label = (bucket: string) =>
    granularity === 'hour' ? dateTime(bucket) : date(`${bucket}T00:00:00+03:00`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h2" variant="subtitle1">
            {title}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label={t('audience.grouping.label')}
            value={granularity}
            onChange={(_event, next: AudienceGranularity | null) => next && onGranularity(next)}
          >
            {granularities.map((choice) => (
              <ToggleButton key={choice} value={choice}>
                {t(`audience.grouping.${choice}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: buckets, valueFormatter: label }]}
          series={[
            { id: 'views', label: t('audience.chart.views'), data: current.views },
            { id: 'visitors', label: t('audience.chart.visitors'), data: current.visitors },
            {
              id: 'previous',
              label: t('audience.chart.previousViews'),
              data: previous.views.slice(0, buckets.length),
              showMark: false,
            },
          ]}
          sx={{ '& .MuiLineElement-root[data-series="previous"]': { strokeDasharray: '6 4' } }}
        />
      </CardContent>
    </Card>
  );
}
