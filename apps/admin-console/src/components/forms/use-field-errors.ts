import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, placeError, schemaFieldErrors } from '~/lib/form-errors';
import { useFeedback } from '../feedback/feedback';

/** A form's messages under its fields: from the shared schema before sending, from the 400 after. */
export function useFieldErrors(fieldNames: readonly string[]) {
  const feedback = useFeedback();
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    clear: () => setErrors({}),
    fromSchema: (error: z.ZodError) => setErrors(schemaFieldErrors(error)),
    fromServer(error: unknown) {
      const placed = placeError(error, fieldNames);
      setErrors(placed.fields);
      if (placed.toast) feedback.error(placed.toast);
    },
  };
}
