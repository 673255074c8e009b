import {
  type Program,
  type ProgramInput,
  programInputSchema,
  programSchema,
  type SatelliteInfo,
  type SatelliteInfoInput,
  satelliteInfoInputSchema,
  satelliteInfoSchema,
  type TelegramAdmin,
  type TelegramAdminInput,
  telegramAdminInputSchema,
  telegramAdminSchema,
} from '@station/domain';
import { programs, satelliteInfos, telegramAdmins } from '../../db/schema/index';
import { crudRoutes } from './crud-module';

type ProgramRow = typeof programs.$inferSelect;
type SatelliteRow = typeof satelliteInfos.$inferSelect;
type TelegramRow = typeof telegramAdmins.$inferSelect;

export const programsRoutes = crudRoutes<ProgramRow, Program, ProgramInput>({
  label: 'The program',
  table: programs,
  entitySchema: programSchema,
  inputSchema: programInputSchema,
  toEntity: (row) => ({
    _id: row.id,
    name: row.name,
    url: row.url,
    detail: row.detail,
    time: row.time,
    createdAt: row.createdAt.toISOString(),
  }),
  toRow: (input) => ({ name: input.name, url: input.url.trim(), detail: input.detail, time: input.time }),
  nameOf: (row) => row.name,
  writeGuard: (app) => app.authenticate,
  withGetById: true,
});

export const satelliteRoutes = crudRoutes<SatelliteRow, SatelliteInfo, SatelliteInfoInput>({
  label: 'The satellite entry',
  table: satelliteInfos,
  entitySchema: satelliteInfoSchema,
  inputSchema: satelliteInfoInputSchema,
  toEntity: (row) => ({
    _id: row.id,
    satellite: row.satellite,
    frequency: row.frequency,
    symbol_rate: row.symbolRate,
    polarity: row.polarity,
    createdAt: row.createdAt.toISOString(),
  }),
  toRow: (input) => ({
    satellite: input.satellite,
    frequency: input.frequency,
    symbolRate: input.symbol_rate,
    polarity: input.polarity,
  }),
  nameOf: (row) => row.satellite,
  writeGuard: (app) => app.authenticate,
});

export const telegramAdminsRoutes = crudRoutes<TelegramRow, TelegramAdmin, TelegramAdminInput>({
  label: 'The Telegram admin',
  table: telegramAdmins,
  entitySchema: telegramAdminSchema,
  inputSchema: telegramAdminInputSchema,
  toEntity: (row) => ({
    _id: row.id,
    name: row.name,
    telegram_user_id: row.telegramUserId,
    createdAt: row.createdAt.toISOString(),
  }),
  toRow: (input) => ({
    name: input.name,
    ...(input.telegram_user_id !== undefined ? { telegramUserId: input.telegram_user_id } : {}),
  }),
  nameOf: (row) => row.name,
  readGuard: (app) => app.requireSuper,
  writeGuard: (app) => app.requireSuper,
  updatedMessage: () => 'Telegram Admin Updated Successfully!',
});
