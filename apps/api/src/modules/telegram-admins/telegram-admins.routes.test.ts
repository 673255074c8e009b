import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';

const file = testAppForFile();

const add = (payload: object, token: string | null = file.t.superToken) =>
  file.t.inject({ method: 'POST', url: '/api/telegram-admin/add', token: token ?? undefined, payload });
const list = () => file.t.inject({ method: 'GET', url: '/api/telegram-admin', token: file.t.superToken });

describe('Telegram admins', () => {
  it('adds, lists with the Telegram user id, edits and deletes with the spec messages', async () => {
    const added = await add({ name: 'Newsroom bot editor', telegram_user_id: '123456789' });
    expect(added.json().message).toBe('Saved Successfully!');
    const id = added.json().data._id;
    expect((await list()).json()).toEqual([
      expect.objectContaining({ _id: id, name: 'Newsroom bot editor', telegram_user_id: '123456789' }),
    ]);

    const url = `/api/telegram-admin/${id}`;
    const updated = await file.t.inject({
      method: 'PATCH',
      url,
      token: file.t.superToken,
      payload: { name: 'Desk editor' },
    });
    expect(updated.json()).toMatchObject({
      message: 'Telegram Admin Updated Successfully!',
      data: { name: 'Desk editor', telegram_user_id: '123456789' },
    });

    const deleted = await file.t.inject({ method: 'DELETE', url, token: file.t.superToken });
    expect(deleted.json().message).toBe('Desk editor Deleted Successfully!');
    expect((await file.t.inject({ method: 'DELETE', url, token: file.t.superToken })).statusCode).toBe(404);
  });

  it('answers the user id as null, not leaving it out, for an entry made without one', async () => {
    const added = await add({ name: 'No id yet' });
    const row = (await list()).json().find((admin: { _id: string }) => admin._id === added.json().data._id);
    expect(row).toHaveProperty('telegram_user_id', null);
  });

  it('keeps Telegram admins to super administrators', async () => {
    expect(
      (await file.t.inject({ method: 'GET', url: '/api/telegram-admin', token: file.regular })).statusCode,
    ).toBe(403);
    expect((await add({ name: 'x' }, file.regular)).statusCode).toBe(403);
    expect((await add({ name: 'x' }, null)).statusCode).toBe(401);
  });

  it('refuses a second entry with the same Telegram user id', async () => {
    const twice = { name: 'Dup', telegram_user_id: '42' };
    expect((await add(twice)).statusCode).toBe(200);
    expect((await add(twice)).statusCode).toBe(409);
  });

  it('refuses a user id that is not a number, in words, under its field', async () => {
    const message = 'The Telegram user id must be a number (digits only, at most 20).';
    const response = await add({ name: 'Desk', telegram_user_id: '@desk' });
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'telegram_user_id', message }],
    });
  });
});
