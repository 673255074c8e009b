import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ensureFirstAdmin } from '../modules/admins/index';
import { buildLoggedApp } from '../testing/build-test-app';

it('takes an upload whose sender leaves halfway as the sender’s doing, not a database failure', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-multipart-'));
  const { app, lines } = await buildLoggedApp(dataDir);
  const errors: unknown[] = [];
  let reading = false;
  app.addHook('preHandler', async () => {
    reading = true;
  });
  app.addHook('onError', async (_request, _reply, error) => {
    errors.push(error);
  });
  await ensureFirstAdmin(app.db, 'super@station.test', 'super-secret-pass');
  const login = await app.inject({
    method: 'POST',
    url: '/api/admins/login',
    payload: { email: 'super@station.test', password: 'super-secret-pass' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = connect((app.server.address() as { port: number }).port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    `POST /api/post/add HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${login.json().token}\r\n` +
      'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n' +
      '--b\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nxxxx',
  );
  await expect.poll(() => reading).toBe(true);
  socket.destroy();
  await expect.poll(() => errors.length).toBe(1);
  await app.close();
  expect(errors[0]).toMatchObject({ statusCode: 400, code: 'INCOMPLETE_UPLOAD' });
  expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  rmSync(dataDir, { recursive: true, force: true });
});
