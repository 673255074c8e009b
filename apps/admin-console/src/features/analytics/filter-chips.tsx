import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AudienceDimension, AudienceFilters } from '@station/domain';
import { useTranslation } from 'react-i18next';
import { useValueLabel } from './use-value-label';

/** The filters rows added, each removable; a target is shown on its own, its kind goes with it. */
export function FilterChips({
  filters,
  labels,
  onRemove,
}: {
  filters: AudienceFilters;
  labels: Partial<Record<AudienceDimension, string>>;
  onRemove: (dimension: AudienceDimension) => void;
}) {
  const { t } = useTranslation('analytics');
  const valueLabel = useValueLabel();
  const shown = (Object.entries(filters) as [AudienceDimension, string][]).filter(
    ([dimension]) => !(dimension === 'targetKind' && filters.target),
  );
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" aria-label={t('audience.filters.label')} sx={{ gap: 1, flexWrap: 'wrap' }}>
      {shown.map(([dimension, value]) => (
        <Chip
          key={dimension}
          color="primary"
          label={t('audience.filters.chip', {
            dimension: t(`audience.dimensions.${dimension}`),
            value: labels[dimension] ?? valueLabel(dimension, value, { filters }),
          })}
          onDelete={() => onRemove(dimension === 'target' ? 'targetKind' : dimension)}
        />
      ))}
    </Stack>
  );
}
