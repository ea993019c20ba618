import { z } from 'zod';

/**
 * An environment variable holding JSON, parsed and then checked by `schema`; unset or blank reads
 * as `{}`. A text that is not JSON is reported with `example`, in the config's one line.
 */
export function jsonEnvSchema<T extends z.ZodType>(schema: T, example: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      if (!text) return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON, e.g. ${example}` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
