import {
  type Program,
  programInputSchema,
  type SatelliteInfo,
  satelliteInfoInputSchema,
  type TelegramAdmin,
  TRUNCATE,
  telegramAdminInputSchema,
  truncate,
} from '@station/domain';
import { useTranslation } from 'react-i18next';
import { api, publicApi } from '~/lib/api';
import { CrudPage } from './crud-page';

export const crudKeys = {
  programs: ['programs'] as const,
  satellites: ['satellite-info'] as const,
  telegramAdmins: ['telegram-admins'] as const,
};

export function ProgramsPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<Program, typeof programInputSchema._output>
      title={t('programs.title')}
      route="program"
      queryKey={crudKeys.programs}
      list={publicApi.programs.list}
      schema={programInputSchema}
      fields={[
        { name: 'name', label: t('programs.name'), required: true },
        { name: 'url', label: t('programs.url'), type: 'url' },
        { name: 'detail', label: t('programs.detail'), type: 'textarea' },
        { name: 'time', label: t('programs.time') },
      ]}
      toValues={(row) => ({ name: row.name, url: row.url, detail: row.detail, time: row.time })}
      columns={[
        {
          key: 'name',
          header: t('programs.name'),
          render: (row) => truncate(row.name, TRUNCATE.adminTableLong),
        },
        { key: 'time', header: t('programs.time'), render: (row) => row.time },
        {
          key: 'detail',
          header: t('programs.detail'),
          render: (row) => truncate(row.detail, TRUNCATE.adminTableLong),
        },
      ]}
      nameOf={(row) => row.name}
      create={api.programs.create}
      update={api.programs.update}
    />
  );
}

export function SatellitePage() {
  const { t } = useTranslation();
  return (
    <CrudPage<SatelliteInfo, typeof satelliteInfoInputSchema._output>
      title={t('satellite.title')}
      route="satellite-info"
      queryKey={crudKeys.satellites}
      list={publicApi.satellite.list}
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
        { key: 'polarity', header: t('satellite.polarity'), render: (row) => row.polarity },
        { key: 'symbol_rate', header: t('satellite.symbolRate'), render: (row) => row.symbol_rate },
      ]}
      nameOf={(row) => row.satellite}
      create={api.satellite.create}
      update={api.satellite.update}
    />
  );
}

export function TelegramAdminsPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<TelegramAdmin, typeof telegramAdminInputSchema._output>
      title={t('telegram.title')}
      editTitle={t('telegram.editTitle')}
      route="telegram-admin"
      queryKey={crudKeys.telegramAdmins}
      list={api.telegramAdmins.list}
      schema={telegramAdminInputSchema}
      transform={(values) => ({
        name: values.name,
        ...(values.telegram_user_id ? { telegram_user_id: values.telegram_user_id.trim() } : {}),
      })}
      fields={[
        { name: 'name', label: t('telegram.name'), required: true },
        { name: 'telegram_user_id', label: t('telegram.userId') },
      ]}
      toValues={(row) => ({ name: row.name, telegram_user_id: row.telegram_user_id ?? '' })}
      columns={[
        { key: 'name', header: t('telegram.name'), render: (row) => row.name },
        {
          key: 'createdAt',
          header: t('telegram.createdAt'),
          render: (row) => new Date(row.createdAt).toLocaleDateString('en-US'),
        },
      ]}
      nameOf={(row) => row.name}
      create={api.telegramAdmins.create}
      update={api.telegramAdmins.update}
    />
  );
}
