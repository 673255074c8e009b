import { type SatelliteInfo, type SatelliteInfoInput, satelliteInfoInputSchema } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '~/components/crud-page/crud-page';
import { useCreateSatellite, useDeleteSatellite, useUpdateSatellite } from './satellite.mutations';
import { satelliteQuery } from './satellite.queries';

export function SatellitePage() {
  const { t } = useTranslation('satellite');
  const { data: satellites } = useSuspenseQuery(satelliteQuery());
  const create = useCreateSatellite();
  const update = useUpdateSatellite();
  const remove = useDeleteSatellite();
  return (
    <CrudPage<SatelliteInfo, SatelliteInfoInput>
      title={t('satellite.title')}
      rows={satellites}
      schema={satelliteInfoInputSchema}
      transform={(values) => ({
        ...values,
        frequency: values.frequency === '' ? undefined : Number(values.frequency),
      })}
      fields={[
        { name: 'satellite', label: t('satellite.satellite'), required: true },
        { name: 'frequency', label: t('satellite.frequency'), type: 'number', required: true },
        { name: 'symbol_rate', label: t('satellite.symbolRate'), required: true },
        {
          name: 'polarity',
          label: t('satellite.polarity'),
          type: 'select',
          placeholder: t('satellite.selectPolarity'),
          required: true,
          options: [
            { value: 'horizontal', label: t('satellite.horizontal') },
            { value: 'vertical', label: t('satellite.vertical') },
          ],
        },
      ]}
      toValues={(row) => ({
        satellite: row.satellite,
        frequency: String(row.frequency),
        symbol_rate: row.symbol_rate,
        polarity: row.polarity,
      })}
      columns={[
        { key: 'satellite', header: t('satellite.satellite'), render: (row) => row.satellite },
        { key: 'frequency', header: t('satellite.frequency'), render: (row) => row.frequency },
        { key: 'polarity', header: t('satellite.polarity'), render: (row) => t(`satellite.${row.polarity}`) },
        { key: 'symbol_rate', header: t('satellite.symbolRate'), render: (row) => row.symbol_rate },
      ]}
      nameOf={(row) => row.satellite}
      create={create.mutateAsync}
      update={update.mutateAsync}
      remove={remove.mutateAsync}
    />
  );
}
