import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '~/lib/formats';
import { postAnalyticsQuery, totalsQuery } from './analytics.queries';

export function SummaryCards() {
  const { t } = useTranslation('analytics');
  const { number } = useFormats();
  const { data: totals } = useSuspenseQuery(totalsQuery());
  const { data: analytics } = useSuspenseQuery(postAnalyticsQuery());
  const cards = [
    { label: t('overview.totalViews'), value: totals.totalWebsiteView, id: 'views' },
    { label: t('overview.totalVisits'), value: totals.totalWebsiteVisit, id: 'visits' },
    { label: t('overview.totalPosts'), value: analytics.postCount, id: 'posts' },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 12, sm: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary" component="h2" variant="subtitle2">
                {card.label}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`total-${card.id}`}>
                {number(card.value)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
