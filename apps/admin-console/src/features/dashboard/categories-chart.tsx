import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { analyticsQuery } from './dashboard.queries';

/** Shown until the server's figures arrive, as the spec's dashboard did. */
const SAMPLE_MONTHS = [
  { label: 'January', value: 400 },
  { label: 'February', value: 300 },
  { label: 'March', value: 500 },
  { label: 'April', value: 200 },
];

export function CategoriesChart() {
  const { t } = useTranslation();
  const { data } = useQuery(analyticsQuery());
  const series = data
    ? data.newsData.map((row, index) => ({
        id: index,
        value: row.count,
        label: t(`categories.${row.category}`),
      }))
    : SAMPLE_MONTHS.map((row, index) => ({ id: index, ...row }));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {data ? t('dashboard.categories') : t('dashboard.sampleData')}
        </Typography>
        <PieChart series={[{ data: series, innerRadius: 40 }]} height={260} />
      </CardContent>
    </Card>
  );
}
