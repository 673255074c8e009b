import { CATEGORIES } from '@station/domain';
import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import * as schemaIndex from './schema/index';
import * as telegramSchema from './schema/telegram-updates';

/**
 * The SQL migrations build the database; the Drizzle schema describes it for the queries. This test
 * migrates a fresh database (PGlite, or a schema of its own on PostgreSQL with TEST_DATABASE_URL) and
 * fails on any difference: a table, a column's type or nullability, an index, or the values a check
 * constraint allows (which must be the domain's, categories included).
 */
const tables = ([...Object.values(schemaIndex), ...Object.values(telegramSchema)] as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function rows<Row>(query: string): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const sorted = <T>(values: T[]) => [...values].sort();

/** An index as PostgreSQL prints it, from `UNIQUE` to the column list: `btree (created_at DESC, id DESC)`. */
function indexSignature(definition: string): string {
  // A partial index is compared by its columns and the fact that it has a condition; a partitioned
  // table's index is printed `ON ONLY` the parent (its partitions, Drizzle's unknowns, are left out).
  const match = /^CREATE (UNIQUE )?INDEX \S+ ON (?:ONLY )?\S+ USING (\w+) \((.*?)\)( WHERE .*)?$/.exec(
    definition,
  );
  return match ? `${match[1] ?? ''}${match[2]} (${match[3]})${match[4] ? ' partial' : ''}` : definition;
}

function drizzleIndexes(table: PgTable): Record<string, string> {
  const config = getTableConfig(table);
  const expected: Record<string, string> = {};
  const keyColumns = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  if (keyColumns.length > 0)
    expected[`${config.name}_pkey`] = `UNIQUE btree (${keyColumns.map((column) => column.name).join(', ')})`;
  for (const column of config.columns)
    if (column.isUnique) expected[column.uniqueName ?? ''] = `UNIQUE btree (${column.name})`;
  for (const { config: index } of config.indexes) {
    const columns = index.columns.map((column) => {
      if (!is(column, IndexedColumn)) throw new Error(`${index.name}: expression indexes are not compared`);
      const { opClass, order } = column.indexConfig ?? {};
      return [column.name, opClass, order === 'desc' ? 'DESC' : undefined].filter(Boolean).join(' ');
    });
    expected[index.name ?? ''] =
      `${index.unique ? 'UNIQUE ' : ''}${index.method ?? 'btree'} (${columns.join(', ')})${index.where ? ' partial' : ''}`;
  }
  return expected;
}

describe('the migrated database and the Drizzle schema', () => {
  it('have the same tables', async () => {
    const found = await rows<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
         AND table_name NOT IN (SELECT relname FROM pg_class WHERE relispartition)`,
    );
    expect(sorted(found.map((row) => row.table_name))).toEqual(
      sorted(tables.map((table) => getTableConfig(table).name)),
    );
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has the same columns, types and nullability',
    async (name, table) => {
      const found = await rows<{ column_name: string; data_type: string; is_nullable: string }>(
        `SELECT column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = '${name}'`,
      );
      const describe = (column: string, type: string, nullable: boolean) =>
        `${column} ${type}${nullable ? '' : ' NOT NULL'}`;
      expect(
        sorted(found.map((row) => describe(row.column_name, row.data_type, row.is_nullable === 'YES'))),
      ).toEqual(
        sorted(
          getTableConfig(table).columns.map((column: PgColumn) =>
            describe(column.name, column.getSQLType(), !column.notNull),
          ),
        ),
      );
    },
  );

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has the same indexes',
    async (name, table) => {
      const found = await rows<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = '${name}'`,
      );
      expect(Object.fromEntries(found.map((row) => [row.indexname, indexSignature(row.indexdef)]))).toEqual(
        drizzleIndexes(table),
      );
    },
  );

  it('allows in each check constraint exactly the values the schema (and the domain) names', async () => {
    const checks = await rows<{ table_name: string; definition: string }>(
      `SELECT rel.relname AS table_name, pg_get_constraintdef(con.oid) AS definition
       FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
       JOIN pg_namespace ns ON ns.oid = rel.relnamespace
       WHERE con.contype = 'c' AND ns.nspname = current_schema()`,
    );
    const allowed = (table: string, column: string) =>
      checks
        .filter(
          (check) => check.table_name === table && new RegExp(`\\(${column} = ANY`).test(check.definition),
        )
        .map((check) => sorted([...check.definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1])));
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns.filter((candidate) => candidate.enumValues)) {
        expect({
          column: `${config.name}.${column.name}`,
          allowed: allowed(config.name, column.name),
        }).toEqual({
          column: `${config.name}.${column.name}`,
          allowed: [sorted([...(column.enumValues ?? [])])],
        });
      }
    }
    expect(allowed('posts', 'category')).toEqual([sorted([...CATEGORIES])]);
  });
});
