import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AudienceDimension, AudienceFilters, AudiencePeriod } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '~/lib/formats';
import { audienceBreakdownQuery, audienceTotalsQuery } from './analytics.queries';
import { type BreakdownSpec, filterOfRow, tableFilters } from './breakdowns';
import { downloadCsv, toCsv } from './csv';
import { percentOf, ShareBar } from './share-bar';
import { useValueLabel } from './use-value-label';

const ROWS = 20;

/**
 * One breakdown of the period: a row per value, sortable by each figure, with its share of the views
 * as a bar. Clicking a value filters the whole page by it; the table downloads as CSV.
 */
export function BreakdownTable({
  spec,
  period,
  filters,
  onFilter,
  title = undefined,
}: {
  spec: BreakdownSpec;
  period: AudiencePeriod;
  filters: AudienceFilters;
  /** Filters by a clicked row; without it the rows are not links. */
  onFilter?: (added: AudienceFilters, labels: Partial<Record<AudienceDimension, string>>) => void;
  /** The table's heading, when not the breakdown's own name. */
  title?: string | undefined;
}) {
  const { t } = useTranslation('analytics');
  const { number } = useFormats();
  const valueLabel = useValueLabel();
  const own = tableFilters(spec, filters);
  const question = { period, filters: own ?? {} };
  const rows = useQuery({
    ...audienceBreakdownQuery({ ...question, dimension: spec.dimension, limit: ROWS }),
    enabled: own !== null,
  }).data;
  const total =
    useQuery({ ...audienceTotalsQuery(question), enabled: own !== null }).data?.current.views ?? 0;
  if (own === null || !rows) return null;

  const heading = title ?? t(`audience.tables.${spec.id}`);
  // Only articles are read engaged: the column shows where the rows are articles, or parts of them.
  const showsEngaged = spec.targetKind === 'article' || own.targetKind === 'article';
  const named = rows.map((row) => ({
    ...row,
    name: valueLabel(spec.dimension, row.key, { filters: own, ...(row.title ? { title: row.title } : {}) }),
    share: total === 0 ? 0 : row.views / total,
  }));
  type Row = (typeof named)[number];
  // Only a title is kept for the chip: a code's or a category's name follows the console's language.
  const pick = (row: Row) => onFilter?.(filterOfRow(spec, row.key), row.title ? { target: row.title } : {});
  const download = () =>
    downloadCsv(
      `${spec.id}-${period.from.slice(0, 10)}.csv`,
      toCsv([
        [
          t('audience.table.name'),
          t('audience.table.visitors'),
          t('audience.table.visits'),
          t('audience.table.views'),
          ...(showsEngaged ? [t('audience.table.engaged')] : []),
          t('audience.table.share'),
        ],
        ...named.map((row) => [
          row.name,
          row.visitors,
          row.visits,
          row.views,
          ...(showsEngaged ? [row.engaged] : []),
          percentOf(row.share, number),
        ]),
      ]),
    );

  return (
    <section>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="subtitle1">
          {heading}
        </Typography>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={download}
          aria-label={`${t('audience.table.download')}: ${heading}`}
        >
          {t('audience.table.download')}
        </Button>
      </Stack>
      <DataTable
        label={heading}
        rows={named}
        rowKey={(row) => row.key}
        emptyMessage={t('audience.table.empty')}
        defaultSort={{ key: 'views', direction: 'desc' }}
        columns={[
          {
            key: 'name',
            header: t('audience.table.name'),
            sortValue: (row) => row.name,
            render: (row) =>
              row.key === '' || !onFilter ? (
                row.name
              ) : (
                <Link
                  component="button"
                  type="button"
                  title={t('audience.table.filterBy', { value: row.name })}
                  onClick={() => pick(row)}
                  sx={{ textAlign: 'start' }}
                >
                  {row.name}
                </Link>
              ),
          },
          {
            key: 'visitors',
            header: t('audience.table.visitors'),
            align: 'right',
            sortValue: (row) => row.visitors,
            render: (row) => number(row.visitors),
          },
          {
            key: 'visits',
            header: t('audience.table.visits'),
            align: 'right',
            sortValue: (row) => row.visits,
            render: (row) => number(row.visits),
          },
          {
            key: 'views',
            header: t('audience.table.views'),
            align: 'right',
            sortValue: (row) => row.views,
            render: (row) => number(row.views),
          },
          ...(showsEngaged
            ? [
                {
                  key: 'engaged',
                  header: t('audience.table.engaged'),
                  align: 'right' as const,
                  sortValue: (row: Row) => row.engaged,
                  render: (row: Row) => number(row.engaged),
                },
              ]
            : []),
          {
            key: 'share',
            header: t('audience.table.share'),
            sortValue: (row) => row.share,
            render: (row) => <ShareBar label={row.name} share={row.share} />,
          },
        ]}
      />
    </section>
  );
}
