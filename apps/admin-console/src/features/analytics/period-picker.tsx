import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS, type PeriodChoice } from './audience-period';

/** Today, 7 days, 30 days, 12 months, or a span of days the editor picks. */
export function PeriodPicker({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('audience.period.label')}
        value={choice.preset}
        onChange={(_event, preset: PeriodChoice['preset'] | null) => preset && onChange({ preset })}
      >
        {PERIOD_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {t(`audience.period.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice.preset === 'custom' ? (
        <>
          <TextField
            type="date"
            size="small"
            label={t('audience.period.from')}
            value={choice.from ?? ''}
            onChange={(event) => onChange({ ...choice, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('audience.period.to')}
            value={choice.to ?? ''}
            onChange={(event) => onChange({ ...choice, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      ) : null}
    </Stack>
  );
}
