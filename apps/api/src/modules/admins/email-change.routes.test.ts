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

const updateMe = (token: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'PATCH', url: '/api/admins/update-me', token, payload });
const emailOf = async (token: string) =>
  (await t.inject({ method: 'GET', url: '/api/admins/get-me', token })).json().email;

describe('PATCH admins/update-me: the sign-in email', () => {
  it('refuses a new email without the current password, naming the field, and changes nothing', async () => {
    const editor = await t.addAdmin('regular');
    const refused = await updateMe(editor.token, { name: 'Taken Over', email: 'thief@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'currentPwd', message: 'Type your current password to change your email.' },
    ]);
    const wrong = await updateMe(editor.token, {
      name: 'Taken Over',
      email: 'thief@example.com',
      currentPwd: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0]).toEqual({
      path: 'currentPwd',
      message: 'Your current password is not correct.',
    });
    expect(await emailOf(editor.token)).toBe(editor.email);
    // A refusal is no sign-out: the session goes on.
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
    ).toBe(200);
  });

  it('keeps the spec’s name update working with the same email and no password', async () => {
    const editor = await t.addAdmin('regular');
    const renamed = await updateMe(editor.token, { name: 'Renamed', email: editor.email.toUpperCase() });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ message: 'Your Profile Updated Successfully!' });
  });

  it('changes the email with the current password and tells the old address, with nothing secret', async () => {
    const editor = await t.addAdmin('regular');
    const moved = await updateMe(editor.token, {
      name: 'Moved',
      email: `new-${editor.email}`,
      currentPwd: editor.password,
    });
    expect(moved.statusCode).toBe(200);
    expect(await emailOf(editor.token)).toBe(`new-${editor.email}`);
    const notice = await smtp.waitForMail((mail) => mail.to.includes(editor.email));
    expect(notice.subject).toBe('The email of your Station account was changed');
    expect(notice.text).toContain(`new-${editor.email}`);
    expect(notice.text).not.toMatch(/token=|password-\d/);
  });

  it('tells the old address in the console language the admin chose', async () => {
    const editor = await t.addAdmin('regular');
    await t.inject({
      method: 'PATCH',
      url: '/api/admins/language',
      token: editor.token,
      payload: { language: 'am' },
    });
    await updateMe(editor.token, { name: 'Moved', email: `am-${editor.email}`, currentPwd: editor.password });
    const notice = await smtp.waitForMail((mail) => mail.to.includes(editor.email));
    expect(notice.subject).toMatch(/\p{Script=Ethiopic}/u);
  });
});
