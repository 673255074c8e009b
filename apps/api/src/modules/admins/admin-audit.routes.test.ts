import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_CONSOLE_URL: 'http://console.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Event {
  adminName: string;
  action: string;
  targetId: string | null;
  changes: Record<string, unknown>;
}

const trailOf = async (adminId: string) =>
  (
    (
      await t.inject({ method: 'GET', url: '/api/audit?kind=admin&limit=100', token: t.superToken })
    ).json() as Event[]
  )
    .filter((event) => event.targetId === adminId)
    .reverse()
    .map(({ adminName, action, changes }) => ({ adminName, action, changes }));

describe('the audit trail of admin changes', () => {
  it('records each change by its action, with the fields old → new and never a password', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/admins/add',
      token: t.superToken,
      payload: {
        name: 'Hanan',
        email: 'hanan@station.test',
        role: 'regular',
        password: 'hanan-first-password',
        confirmPwd: 'hanan-first-password',
      },
    });
    expect(created.statusCode).toBe(200);
    const list = (await t.inject({ method: 'GET', url: '/api/admins', token: t.superToken })).json();
    const id = list.find((admin: { email: string }) => admin.email === 'hanan@station.test')._id as string;
    const edit = (payload: object) =>
      t.inject({ method: 'PATCH', url: `/api/admins/update-user/${id}`, token: t.superToken, payload });
    await edit({ name: 'Hanan', email: 'hanan@station.test', role: 'regular', canPublish: true });
    await edit({ name: 'Hanan Yusuf', email: 'hanan.yusuf@station.test', role: 'super' });
    await t.inject({
      method: 'PATCH',
      url: `/api/admins/change-user-pwd/${id}`,
      token: t.superToken,
      payload: { password: 'hanan-second-password', confirmPwd: 'hanan-second-password' },
    });
    const token = await t.login('hanan.yusuf@station.test', 'hanan-second-password');
    await t.inject({
      method: 'PATCH',
      url: '/api/admins/update-me',
      token,
      payload: { name: 'Hanan Yusuf', email: 'hanan@news.test', currentPwd: 'hanan-second-password' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/admins/forgot-password',
      payload: { email: 'hanan@news.test' },
      remoteAddress: '10.9.0.1',
    });
    const mail = await smtp.waitForMail((received) => received.to.includes('hanan@news.test'));
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const reset = await t.inject({
      method: 'POST',
      url: '/api/admins/reset-password',
      payload: { token: resetToken, password: 'hanan-third-password', confirmPwd: 'hanan-third-password' },
      remoteAddress: '10.9.0.2',
    });
    expect(reset.statusCode).toBe(200);
    await t.inject({ method: 'DELETE', url: `/api/admins/${id}`, token: t.superToken });

    const trail = await trailOf(id);
    expect(trail).toEqual([
      {
        adminName: 'Station Admin',
        action: 'created',
        changes: {
          name: { before: null, after: 'Hanan' },
          email: { before: null, after: 'hanan@station.test' },
          role: { before: null, after: 'regular' },
          canPublish: { before: null, after: false },
        },
      },
      {
        adminName: 'Station Admin',
        action: 'publish-granted',
        changes: { canPublish: { before: false, after: true } },
      },
      {
        adminName: 'Station Admin',
        action: 'renamed',
        changes: { name: { before: 'Hanan', after: 'Hanan Yusuf' } },
      },
      {
        adminName: 'Station Admin',
        action: 'email-changed',
        changes: { email: { before: 'hanan@station.test', after: 'hanan.yusuf@station.test' } },
      },
      {
        adminName: 'Station Admin',
        action: 'role-changed',
        changes: { role: { before: 'regular', after: 'super' } },
      },
      { adminName: 'Station Admin', action: 'password-set', changes: { fields: ['password'] } },
      {
        adminName: 'Hanan Yusuf',
        action: 'email-changed',
        changes: { email: { before: 'hanan.yusuf@station.test', after: 'hanan@news.test' } },
      },
      { adminName: 'Hanan Yusuf', action: 'password-reset-by-email', changes: { fields: ['password'] } },
      {
        adminName: 'Station Admin',
        action: 'deleted',
        changes: {
          name: { before: 'Hanan Yusuf', after: null },
          email: { before: 'hanan@news.test', after: null },
          role: { before: 'super', after: null },
          canPublish: { before: true, after: null },
        },
      },
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/hanan-(first|second|third)-password|argon|\$2[aby]\$/);
  });
});
