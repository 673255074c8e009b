import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';

const file = testAppForFile();

async function program(name: string): Promise<string> {
  const response = await file.t.inject({
    method: 'POST',
    url: '/api/program/add',
    token: file.publisher,
    payload: { name, url: 'https://youtu.be/M7lc1UVf-VE', detail: '', time: '' },
  });
  return response.json().data._id;
}
const add = (payload: object, token: string | null = file.publisher) =>
  file.t.inject({ method: 'POST', url: '/api/schedule/add', token: token ?? undefined, payload });
const week = async () => (await file.t.inject({ method: 'GET', url: '/api/schedule' })).json();

describe('the weekly schedule', () => {
  it('adds, lists by day and time, edits and deletes slots with the spec messages', async () => {
    const sermon = await program('የጁምዓ ኹጥባ');
    const late = await add({ day: 5, start: '20:00', end: '21:00', programId: sermon });
    expect(late.json().message).toBe('Saved Successfully!');
    const early = await add({ day: 5, start: '12:00', end: '13:30', programId: sermon });
    expect(early.json().data).toMatchObject({
      day: 5,
      start: '12:00',
      end: '13:30',
      program: { _id: sermon, name: 'የጁምዓ ኹጥባ' },
    });
    const fridays = (await week()).filter((slot: { day: number }) => slot.day === 5);
    expect(fridays.map((slot: { start: string }) => slot.start)).toEqual(['12:00', '20:00']);

    const url = `/api/schedule/${late.json().data._id}`;
    const moved = await file.t.inject({
      method: 'PATCH',
      url,
      token: file.publisher,
      payload: { day: 5, start: '21:00', end: '22:00', programId: sermon },
    });
    expect(moved.json().message).toBe('የጁምዓ ኹጥባ at 21:00 Updated Successfully!');
    const deleted = await file.t.inject({ method: 'DELETE', url, token: file.publisher });
    expect(deleted.json().message).toBe('የጁምዓ ኹጥባ at 21:00 Deleted Successfully!');
    expect((await file.t.inject({ method: 'DELETE', url, token: file.publisher })).statusCode).toBe(404);
  });

  it('refuses a slot that overlaps another on the same day, naming it, and keeps back-to-back ones', async () => {
    const news = await program('Evening news');
    await add({ day: 1, start: '19:00', end: '19:30', programId: news });
    const overlapping = await add({ day: 1, start: '19:15', end: '20:00', programId: news });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().issues).toEqual([
      { path: 'start', message: 'This time overlaps Evening news on Monday (19:00–19:30).' },
    ]);
    expect((await add({ day: 1, start: '19:30', end: '20:00', programId: news })).statusCode).toBe(200);
    expect((await add({ day: 2, start: '19:15', end: '20:00', programId: news })).statusCode).toBe(200);
  });

  it.each([
    [
      { end: '11:00' },
      'end',
      'The end time must be after the start time (a program past midnight takes two slots).',
    ],
    [{ start: '7pm' }, 'start', 'The start time must be a time such as 20:30.'],
    [{ day: 9 }, 'day', 'Choose a day of the week.'],
    [
      { programId: '00000000-0000-4000-8000-999999999999' },
      'programId',
      'That program no longer exists. Choose another one.',
    ],
  ])('refuses %j with a sentence under its field', async (change, path, message) => {
    const quran = await program('Qur’an recitation');
    const response = await add({ day: 6, start: '12:00', end: '12:30', programId: quran, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
  });

  it('refuses writes without a session', async () => {
    const programId = await program('Family');
    expect((await add({ day: 0, start: '08:00', end: '09:00', programId }, null)).statusCode).toBe(401);
  });

  it('shows a change at once, and drops the slots of a program that is deleted', async () => {
    const family = await program('ቤተሰብ');
    expect(await week()).not.toContainEqual(
      expect.objectContaining({ program: { _id: family, name: 'ቤተሰብ' } }),
    );
    const slot = (await add({ day: 3, start: '10:00', end: '11:00', programId: family })).json().data;
    expect(await week()).toContainEqual(slot);
    await file.t.inject({ method: 'DELETE', url: `/api/program/${family}`, token: file.publisher });
    expect(await week()).not.toContainEqual(slot);
  });
});
