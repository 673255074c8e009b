import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';

const file = testAppForFile();

const entry = { satellite: 'Nilesat 201', frequency: 11595, symbol_rate: '27500', polarity: 'vertical' };
const add = (payload: object, token: string | null = file.publisher) =>
  file.t.inject({ method: 'POST', url: '/api/satellite-info/add', token: token ?? undefined, payload });

describe('satellite entries', () => {
  it('adds, lists, edits and deletes with the spec messages', async () => {
    const added = await add(entry);
    expect(added.json().message).toBe('Saved Successfully!');
    const id = added.json().data._id;
    expect((await file.t.inject({ method: 'GET', url: '/api/satellite-info' })).json()).toEqual([
      expect.objectContaining({ _id: id, ...entry }),
    ]);

    const update = {
      satellite: 'Nilesat 301',
      frequency: 11600.5,
      symbol_rate: '27500',
      polarity: 'horizontal',
    };
    const url = `/api/satellite-info/${id}`;
    const updated = await file.t.inject({ method: 'PATCH', url, token: file.publisher, payload: update });
    expect(updated.json()).toMatchObject({ message: 'Nilesat 301 Updated Successfully!', data: update });

    const deleted = await file.t.inject({ method: 'DELETE', url, token: file.publisher });
    expect(deleted.json().message).toBe('Nilesat 301 Deleted Successfully!');
    expect((await file.t.inject({ method: 'DELETE', url, token: file.publisher })).statusCode).toBe(404);
    expect(
      (await file.t.inject({ method: 'PATCH', url, token: file.publisher, payload: update })).statusCode,
    ).toBe(404);
  });

  it('refuses writes without a session', async () => {
    expect((await add(entry, null)).statusCode).toBe(401);
  });

  it.each([
    [{ frequency: 'abc' }, 'frequency', 'The frequency must be a number above zero.'],
    [{ frequency: -5 }, 'frequency', 'The frequency must be a number above zero.'],
    [{ frequency: '11.5' }, 'frequency', 'The frequency must be a number above zero.'],
    [{ frequency: 2_000_000 }, 'frequency', 'The frequency is too large (at most 1,000,000 MHz).'],
    [{ polarity: 'diagonal' }, 'polarity', 'Choose a polarity: horizontal or vertical.'],
    [{ satellite: '' }, 'satellite', 'The satellite name is required.'],
    [{ symbol_rate: '' }, 'symbol_rate', 'The symbol rate is required.'],
    [{ foo: 1 }, 'foo', 'This field is not accepted: foo.'],
  ])('refuses %j with a sentence under its field', async (change, path, message) => {
    const response = await add({ ...entry, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      issues: [{ path, message }],
    });
  });

  it('refuses a frequency of 1e309 sent as raw JSON', async () => {
    const response = await file.t.inject({
      method: 'POST',
      url: '/api/satellite-info/add',
      token: file.publisher,
      headers: { 'content-type': 'application/json' },
      payload: '{"satellite":"N","frequency":1e309,"symbol_rate":"1","polarity":"vertical"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('lists entries oldest first', async () => {
    for (const satellite of ['First', 'Second']) await add({ ...entry, satellite });
    const names = (await file.t.inject({ method: 'GET', url: '/api/satellite-info' }))
      .json()
      .map((s: { satellite: string }) => s.satellite);
    expect(names.indexOf('First')).toBeLessThan(names.indexOf('Second'));
  });
});
