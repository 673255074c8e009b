import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AudienceQuestion, AudienceTotals } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '~/lib/formats';
import { audienceTotalsQuery } from './analytics.queries';
import { percentOf } from './share-bar';

const perVisit = (totals: AudienceTotals) =>
  totals.visits === 0 ? 0 : Math.round((totals.views / totals.visits) * 100) / 100;

/**
 * The question of the page's articles alone, whose views engaged reading is a share of; null when
 * the page is filtered to another kind of page, where no one reads an article.
 */
const articlesOf = (question: AudienceQuestion): AudienceQuestion | null => {
  const kind = question.filters?.targetKind;
  if (kind !== undefined && kind !== 'article') return null;
  return { ...question, filters: { ...question.filters, targetKind: 'article' } };
};

/** The period's figures, each beside its change on the period of the same length just before. */
export function FigureCards({ question }: { question: AudienceQuestion }) {
  const { t } = useTranslation('analytics');
  const { number } = useFormats();
  const totals = useQuery(audienceTotalsQuery(question)).data;
  const articles = articlesOf(question);
  const articleViews = useQuery({
    ...audienceTotalsQuery(articles ?? question),
    enabled: articles !== null,
  }).data?.current.views;
  if (!totals) return null;
  const { current, previous } = totals;
  const engagedShare = articleViews
    ? t('audience.figures.engagedShare', { share: percentOf(current.engaged / articleViews, number) })
    : null;
  const cards = [
    { id: 'visitors', now: current.visitors, before: previous.visitors, note: null },
    { id: 'visits', now: current.visits, before: previous.visits, note: null },
    { id: 'views', now: current.views, before: previous.views, note: null },
    { id: 'viewsPerVisit', now: perVisit(current), before: perVisit(previous), note: null },
    { id: 'engaged', now: current.engaged, before: previous.engaged, note: engagedShare },
  ] as const;
  const change = (now: number, before: number) => {
    if (now === before) return t('audience.figures.same');
    if (before === 0) return t('audience.figures.new');
    const percent = `${number(Math.round((Math.abs(now - before) / before) * 100))}%`;
    return t(now > before ? 'audience.figures.up' : 'audience.figures.down', { change: percent });
  };
  return (
    <section>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.id} size={{ xs: 6, md: 'grow' }}>
            <Card variant="outlined" data-testid={`figure-${card.id}`}>
              <CardContent>
                <Typography color="text.secondary" component="h2" variant="subtitle2">
                  {t(`audience.figures.${card.id}`)}
                </Typography>
                <Typography variant="h4" component="p">
                  {number(card.now)}
                </Typography>
                {card.note ? (
                  <Typography variant="body2" color="text.secondary">
                    {card.note}
                  </Typography>
                ) : null}
                <Typography
                  variant="body2"
                  color={card.now >= card.before ? 'success.main' : 'error.main'}
                  title={t('audience.figures.previous', { value: number(card.before) })}
                >
                  {change(card.now, card.before)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('audience.figures.previous', { value: number(card.before) })}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {current.botViews > 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('audience.botsNote', { count: current.botViews })}
        </Typography>
      ) : null}
    </section>
  );
}
