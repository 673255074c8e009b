import { describe, expect, it } from 'vitest';
import { scheduleSlotInputSchema } from './programme-schedule.schemas';

const slot = { day: 5, start: '12:00', end: '13:30', programId: '00000000-0000-4000-8000-000000000001' };
const refusal = (input: object) => scheduleSlotInputSchema.safeParse(input).error?.issues[0];

describe('a schedule slot', () => {
  it('is a day, a start and an end on that day, and a program', () => {
    expect(scheduleSlotInputSchema.parse(slot)).toEqual(slot);
  });

  it.each([
    [{ day: 7 }, 'day', 'Choose a day of the week.'],
    [{ start: '25:00' }, 'start', 'The start time must be a time such as 20:30.'],
    [{ end: '9:30' }, 'end', 'The end time must be a time such as 20:30.'],
    [{ programId: '' }, 'programId', 'Choose a program.'],
    [
      { end: '11:00' },
      'end',
      'The end time must be after the start time (a program past midnight takes two slots).',
    ],
  ])('refuses %j with a sentence under its field', (change, path, message) => {
    expect(refusal({ ...slot, ...change })).toMatchObject({ path: [path], message });
  });
});
