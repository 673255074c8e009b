import Typography from '@mui/material/Typography';
import { AUDIENCE_BREAKDOWN_MAX_ROWS } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { audienceBreakdownQuery } from './analytics.queries';
import { periodOf } from './audience-period';

/** Where the article stands among the most read articles of the last seven days. */
export function WeekRank({ articleId }: { articleId: string }) {
  const { t } = useTranslation('analytics');
  const week = periodOf({ preset: '7d' }, Date.now());
  const rows = useQuery({
    ...audienceBreakdownQuery({
      period: week ?? { from: '', to: '' },
      filters: { targetKind: 'article' },
      dimension: 'target',
      limit: AUDIENCE_BREAKDOWN_MAX_ROWS,
    }),
    enabled: week !== null,
  }).data;
  if (!rows) return null;
  const rank = rows.findIndex((row) => row.key === articleId) + 1;
  return (
    <Typography variant="h6" component="p" data-testid="article-rank">
      {rank > 0 ? t('article.rankOf', { rank }) : t('article.notRanked')}
    </Typography>
  );
}
