import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, placeError, schemaFieldErrors } from '~/lib/form-errors';
import { useServerSentence } from '~/lib/use-server-sentence';
import { useFeedback } from '../feedback/feedback';

/** A form's messages under its fields: from the shared schema before sending, from the 400 after. */
export function useFieldErrors(fieldNames: readonly string[]) {
  const feedback = useFeedback();
  const inLanguage = useServerSentence();
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors: Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, inLanguage(text)])),
    clear: () => setErrors({}),
    fromSchema: (error: z.ZodError) => setErrors(schemaFieldErrors(error)),
    fromServer(error: unknown) {
      const placed = placeError(error, fieldNames);
      setErrors(placed.fields);
      if (placed.toast) feedback.error(placed.toast);
    },
  };
}
