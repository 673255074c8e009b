import { z } from 'zod';
import { bodySchema, idSchema } from '../common/text.schemas';

/** Days as `Date.getDay()` numbers them: 0 is Sunday. */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = (label: string) =>
  z.string({ error: `${label} must be a time such as 20:30.` }).regex(TIME, {
    error: `${label} must be a time such as 20:30.`,
  });

export const scheduleSlotSchema = z.object({
  _id: idSchema,
  day: z.number().int().min(0).max(6),
  /** `HH:MM`, Addis Ababa time. */
  start: z.string(),
  /** `HH:MM`; a slot ends on the day it starts. */
  end: z.string(),
  program: z.object({ _id: idSchema, name: z.string() }),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;
export const scheduleListSchema = z.array(scheduleSlotSchema);

export const scheduleSlotInputSchema = bodySchema({
  day: z
    .number({ error: 'Choose a day of the week.' })
    .int({ error: 'Choose a day of the week.' })
    .min(0, { error: 'Choose a day of the week.' })
    .max(6, { error: 'Choose a day of the week.' }),
  start: timeSchema('The start time'),
  end: timeSchema('The end time'),
  programId: z.uuid({ error: 'Choose a program.' }),
}).refine((slot) => !TIME.test(slot.start) || !TIME.test(slot.end) || slot.end > slot.start, {
  error: 'The end time must be after the start time (a program past midnight takes two slots).',
  path: ['end'],
});
export type ScheduleSlotInput = z.infer<typeof scheduleSlotInputSchema>;
