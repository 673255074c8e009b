import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AUDIENCE_PERIOD_MAX_DAYS, type AudienceGranularity, type AudiencePeriod } from '@station/domain';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { useFormats } from '~/lib/formats';
import { articleQuery, audienceTotalsQuery } from './analytics.queries';
import { granularitiesFor, naturalGranularity } from './audience-period';
import { BreakdownTable } from './breakdown-table';
import { SeriesChart } from './series-chart';
import { WeekRank } from './week-rank';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** From the hour the article went public to the end of this one, as far back as a question may reach. */
function sincePublishing(publishAt: string, now: number): AudiencePeriod {
  const to = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  const from = Math.max(
    Math.floor(Date.parse(publishAt) / HOUR_MS) * HOUR_MS,
    to - AUDIENCE_PERIOD_MAX_DAYS * DAY_MS,
  );
  return { from: new Date(Math.min(from, to - HOUR_MS)).toISOString(), to: new Date(to).toISOString() };
}

/** One article's readers since it was published: its views over time, its sources, its rank this week. */
export function ArticleStatsPage({ articleId }: { articleId: string }) {
  const { t } = useTranslation('analytics');
  const { date, number } = useFormats();
  const post = useSuspenseQuery(articleQuery(articleId)).data;
  const period = post.publishAt ? sincePublishing(post.publishAt, Date.now()) : null;
  const filters = { targetKind: 'article' as const, target: articleId };
  const totals = useQuery({
    ...audienceTotalsQuery({ period: period ?? { from: '', to: '' }, filters }),
    enabled: period !== null,
  }).data?.current;
  const [picked, setPicked] = useState<AudienceGranularity | null>(null);
  const granularities = period ? granularitiesFor(period) : [];
  const granularity =
    picked && granularities.includes(picked) ? picked : period ? naturalGranularity(period) : 'day';
  return (
    <Page
      title={t('article.title', { title: post.title })}
      action={
        <Link component={RouterLink} to="/dashboard/analytics">
          {t('article.back')}
        </Link>
      }
    >
      {period && post.publishAt ? (
        <>
          <Typography color="text.secondary">{t('article.since', { date: date(post.publishAt) })}</Typography>
          <Grid container spacing={2}>
            {(['views', 'visitors', 'visits', 'engaged'] as const).map((figure) => (
              <Grid key={figure} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card variant="outlined" data-testid={`article-${figure}`}>
                  <CardContent>
                    <Typography color="text.secondary" component="h2" variant="subtitle2">
                      {t(`article.${figure}`)}
                    </Typography>
                    <Typography variant="h4" component="p">
                      {totals ? number(totals[figure]) : '…'}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography color="text.secondary" component="h2" variant="subtitle2">
                    {t('article.rank')}
                  </Typography>
                  <WeekRank articleId={articleId} />
                </CardContent>
              </Card>
            </Grid>
          </Grid>
          <SeriesChart
            title={t('article.series')}
            period={period}
            filters={filters}
            granularity={granularity}
            granularities={granularities}
            onGranularity={setPicked}
          />
          <BreakdownTable
            title={t('article.sources')}
            spec={{ id: 'sources', dimension: 'source' }}
            period={period}
            filters={filters}
          />
        </>
      ) : (
        <Alert severity="info">{t('article.notPublished')}</Alert>
      )}
    </Page>
  );
}
