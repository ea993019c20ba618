import { z } from 'zod';

/** PostgreSQL stores no U+0000 in text or jsonb; such input is refused, never half-written. */
export const NULL_CHARACTER_MESSAGE = 'must not contain null characters';

type Path = (string | number)[];

/** The path of the first string (value or object key) holding U+0000, if any. */
export function findNullCharacter(value: unknown, path: Path = []): Path | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNullCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNullCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * `schema`, preceded by the refusal of text PostgreSQL cannot store: the server wraps every
 * request schema in it, so every field of every route, present and future, is covered.
 */
export function storable<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const path = findNullCharacter(value);
      if (path) context.addIssue({ code: 'custom', path, message: NULL_CHARACTER_MESSAGE });
    })
    .pipe(schema);
}
