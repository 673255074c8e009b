import { messageWithDataSchema, type ScheduleSlotInput, scheduleSlotSchema } from '@station/domain';
import { type Http, segment } from '../http';

/** The week's programme schedule, slot by slot. */
export const programmeScheduleApi = (http: Http) => ({
  create: (input: ScheduleSlotInput) =>
    http.post('schedule/add', messageWithDataSchema(scheduleSlotSchema), { json: input }),
  update: (id: string, input: ScheduleSlotInput) =>
    http.patch(`schedule/${segment(id)}`, messageWithDataSchema(scheduleSlotSchema), { json: input }),
});
