import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postAnalyticsQuery } from './analytics.queries';

/** Posts per category, with each count on its slice and in the legend so the numbers can be read. */
export function CategoriesChart() {
  const { t } = useTranslation('analytics');
  const { data } = useSuspenseQuery(postAnalyticsQuery());
  const series = data.newsData.map((row, index) => ({
    id: index,
    value: row.count,
    label: t('overview.categoryCount', { category: t(`categories.${row.category}`), count: row.count }),
  }));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {t('overview.categories')}
        </Typography>
        <PieChart series={[{ data: series, innerRadius: 40, arcLabel: 'value' }]} height={260} />
      </CardContent>
    </Card>
  );
}
