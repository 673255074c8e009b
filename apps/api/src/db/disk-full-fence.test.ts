import { describe, expect, it } from 'vitest';
import { createDatabase } from './client';

const FULL_DISK_WRITE = `DO $$ BEGIN
  RAISE EXCEPTION 'could not write to file "pg_wal/xlogtemp.42": No space left on device'
  USING ERRCODE = '53100'; END $$`;

describe('the embedded database after a full disk', () => {
  it('takes no further statement: each fails at once with the disk-full code', async () => {
    const database = await createDatabase({});
    expect(await database.ping()).toBe(true);
    await expect(database.exec(FULL_DISK_WRITE)).rejects.toMatchObject({ code: '53100' });
    // Measured on a real full disk, PGlite's next statement would never return; here it must not run.
    await expect(database.ping()).rejects.toMatchObject({ code: '53100' });
    await expect(database.exec('SELECT 1')).rejects.toMatchObject({ code: '53100' });
    await database.close();
  });

  it('keeps going after any other failure', async () => {
    const database = await createDatabase({});
    await expect(database.exec('SELECT * FROM no_such_table')).rejects.toThrow();
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});
