import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
let regular: string;

beforeAll(async () => {
  t = await buildTestApp();
  regular = (await t.addAdmin('regular')).token;
});
afterAll(() => t.close());

const resources = [
  {
    route: 'program',
    create: {
      name: 'የጁምዓ ኹጥባ',
      url: 'https://youtu.be/dQw4w9WgXcQ?list=PL123',
      detail: 'Friday sermon',
      time: 'Friday 12:00',
    },
    update: { name: 'Friday sermon', url: '', detail: 'Live', time: 'Friday 13:00' },
    updatedMessage: 'Friday sermon Updated Successfully!',
    deletedMessage: 'Friday sermon Deleted Successfully!',
    publicRead: true,
    writer: () => regular,
  },
  {
    route: 'satellite-info',
    create: { satellite: 'Nilesat 201', frequency: 11595, symbol_rate: '27500', polarity: 'vertical' },
    update: { satellite: 'Nilesat 301', frequency: 11600.5, symbol_rate: '27500', polarity: 'horizontal' },
    updatedMessage: 'Nilesat 301 Updated Successfully!',
    deletedMessage: 'Nilesat 301 Deleted Successfully!',
    publicRead: true,
    writer: () => regular,
  },
  {
    route: 'telegram-admin',
    create: { name: 'Newsroom bot editor', telegram_user_id: '123456789' },
    update: { name: 'Desk editor' },
    updatedMessage: 'Telegram Admin Updated Successfully!',
    deletedMessage: 'Desk editor Deleted Successfully!',
    publicRead: false,
    writer: () => t.superToken,
  },
];

describe.each(resources)('$route', (resource) => {
  let id: string;

  it('adds, lists, edits and deletes with the spec messages', async () => {
    const token = resource.writer();
    const added = await t.inject({
      method: 'POST',
      url: `/api/${resource.route}/add`,
      token,
      payload: resource.create,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Saved Successfully!');
    id = added.json().data._id;

    const list = await t.inject({
      method: 'GET',
      url: `/api/${resource.route}`,
      token: resource.publicRead ? undefined : token,
    });
    expect(list.json()).toEqual([expect.objectContaining({ _id: id, ...resource.create })]);

    const updated = await t.inject({
      method: 'PATCH',
      url: `/api/${resource.route}/${id}`,
      token,
      payload: resource.update,
    });
    expect(updated.json()).toMatchObject({ message: resource.updatedMessage, data: resource.update });

    const deleted = await t.inject({ method: 'DELETE', url: `/api/${resource.route}/${id}`, token });
    expect(deleted.json().message).toBe(resource.deletedMessage);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/${resource.route}/${id}`, token })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/api/${resource.route}/${id}`,
          token,
          payload: resource.update,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses writes without a session', async () => {
    expect(
      (await t.inject({ method: 'POST', url: `/api/${resource.route}/add`, payload: resource.create }))
        .statusCode,
    ).toBe(401);
  });
});

describe('validation', () => {
  it.each([
    [{ frequency: 'abc' }, /frequency/],
    [{ frequency: -5 }, /frequency/],
    [{ frequency: '11.5' }, /frequency/],
    [{ polarity: 'diagonal' }, /polarity/],
    [{ satellite: '' }, /satellite is required/],
  ])('refuses satellite entry %j', async (change, message) => {
    const payload = {
      satellite: 'Nilesat',
      frequency: 11595,
      symbol_rate: '27500',
      polarity: 'vertical',
      ...change,
    };
    const response = await t.inject({
      method: 'POST',
      url: '/api/satellite-info/add',
      token: regular,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('refuses a frequency of 1e309 sent as raw JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/satellite-info/add',
      token: regular,
      headers: { 'content-type': 'application/json' },
      payload: '{"satellite":"N","frequency":1e309,"symbol_rate":"1","polarity":"vertical"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps Telegram admins to super administrators', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/telegram-admin', token: regular })).statusCode).toBe(
      403,
    );
    const twice = { name: 'Dup', telegram_user_id: '42' };
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/telegram-admin/add',
          token: t.superToken,
          payload: twice,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/telegram-admin/add',
          token: t.superToken,
          payload: twice,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lists satellite entries oldest first', async () => {
    for (const satellite of ['First', 'Second']) {
      await t.inject({
        method: 'POST',
        url: '/api/satellite-info/add',
        token: regular,
        payload: { satellite, frequency: 11000, symbol_rate: '1000', polarity: 'vertical' },
      });
    }
    const names = (await t.inject({ method: 'GET', url: '/api/satellite-info' }))
      .json()
      .map((s: { satellite: string }) => s.satellite);
    expect(names.indexOf('First')).toBeLessThan(names.indexOf('Second'));
  });
});

describe('GET program/:id', () => {
  it('answers one program or 404', async () => {
    const added = await t.inject({
      method: 'POST',
      url: '/api/program/add',
      token: regular,
      payload: { name: 'Morning', url: '', detail: '', time: '' },
    });
    const id = added.json().data._id;
    expect((await t.inject({ method: 'GET', url: `/api/program/${id}` })).json()).toMatchObject({
      _id: id,
      name: 'Morning',
    });
    expect(
      (await t.inject({ method: 'GET', url: '/api/program/00000000-0000-4000-8000-0000000000ab' }))
        .statusCode,
    ).toBe(404);
  });
});
