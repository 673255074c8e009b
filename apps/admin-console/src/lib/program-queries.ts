import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** The programs and their weekly schedule: the schedule offers the programs, and loses a deleted one's slots. */
export const programsKeys = {
  all: ['programs'] as const,
  list: () => [...programsKeys.all, 'list'] as const,
};

export const programsQuery = () =>
  queryOptions({ queryKey: programsKeys.list(), queryFn: api.programs.list });

export const programmeScheduleKeys = {
  all: ['programme-schedule'] as const,
  list: () => [...programmeScheduleKeys.all, 'list'] as const,
};

export const programmeScheduleQuery = () =>
  queryOptions({ queryKey: programmeScheduleKeys.list(), queryFn: api.programmeSchedule.list });
