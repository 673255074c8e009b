import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';
import { migrate } from './migrate';

let database: Database;
beforeAll(async () => {
  database = await createDatabase({});
});
afterAll(() => database.close());

const answer = (value: number) => ({
  name: 'answer',
  sql: `CREATE OR REPLACE FUNCTION answer() RETURNS int LANGUAGE sql AS 'SELECT ${value}';`,
});
const called = async () =>
  ((await database.db.execute('SELECT answer() AS n')) as unknown as { rows: { n: number }[] }).rows[0]?.n;

describe('migrate', () => {
  it('applies the migrations once, then a routine whenever its text is new', async () => {
    const first = await migrate(database, { routines: [answer(1)] });
    expect(first.filter((name) => name.endsWith('.sql'))).toContain('0001_initial.sql');
    expect(first.at(-1)).toMatch(/^routine:answer:[0-9a-f]{16}$/);
    expect(await called()).toBe(1);

    expect(await migrate(database, { routines: [answer(1)] })).toEqual([]);

    const edited = await migrate(database, { routines: [answer(2)] });
    expect(edited).toEqual([expect.stringMatching(/^routine:answer:/)]);
    expect(await called()).toBe(2);
  });
});
