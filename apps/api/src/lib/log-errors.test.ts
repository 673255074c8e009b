import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema/index';
import { buildLoggedApp } from '../testing/build-test-app';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$leaked-hash-value';
const EMAIL = 'only-in-the-parameters@station.test';

let app: FastifyInstance;
let lines: string[];
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'station-log-errors-'));
  ({ app, lines } = await buildLoggedApp(dataDir, 'error'));
  // A write the database refuses, quoting the row in its detail the way a constraint would.
  await app.database.exec(`
    CREATE FUNCTION refuse_admin() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'refused' USING DETAIL = NEW.password_hash; END $$;
    CREATE TRIGGER refuse_admin BEFORE INSERT ON admins FOR EACH ROW EXECUTE FUNCTION refuse_admin();`);
  app.post('/test/failing-write', async () => {
    await app.db.insert(admins).values({ name: 'Desk', email: EMAIL, role: 'regular', passwordHash: HASH });
  });
  app.get('/test/statement-timeout', async () => {
    await app.db.execute(
      sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout'
        USING ERRCODE = '57014'; END $$`),
    );
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('failed database statements in the log', () => {
  it('log the statement and the code but none of its values', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/failing-write' });
    expect(response.statusCode).toBe(500);
    const logged = lines.filter((line) => line.includes('unhandled error'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('insert into \\"admins\\"');
    expect(logged[0]).toContain('params: [redacted]');
    for (const line of lines) {
      expect(line).not.toContain('leaked-hash-value');
      expect(line).not.toContain(EMAIL);
    }
  });

  it('answer a statement timeout with 503 and a sentence', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/statement-timeout' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error).toMatch(/try again/);
  });
});
