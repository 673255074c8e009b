import { unknownFieldMessage } from '@station/domain';
import type { z } from 'zod';
import type { FieldIssue } from './errors';

/**
 * Zod's issues as the API answers them: the domain schemas already word every message for a person;
 * an unknown field becomes one issue per field, each under that field's name.
 */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: key, message: unknownFieldMessage([key]) }));
    return [{ path: issue.path.map(String).join('.'), message: issue.message }];
  });
}
