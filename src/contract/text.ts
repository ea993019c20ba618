import { z } from 'zod';

/** PostgreSQL stores no U+0000 in text or jsonb; such input is refused, never half-written. */
export const NULL_CHARACTER_MESSAGE = 'must not contain null characters';

/**
 * How deep a JSON request body may nest arrays and objects. No request of this API needs more
 * than a handful of levels; the bound keeps every walk over a body (ours, zod's, a serializer's)
 * far from the call stack's limit.
 */
export const JSON_MAX_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`;

type Path = (string | number)[];

/** A value met on the walk, with how it was reached (the path is built only for the one found). */
type Visit = { value: unknown; key?: string | number; parent?: Visit };

function pathTo(visit: Visit): Path {
  const path: Path = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}

/**
 * The path of the first string (value or object key) holding U+0000, if any, in document order.
 * The walk keeps its own stack, so no nesting depth can exhaust the call stack.
 */
export function findNullCharacter(value: unknown): Path | undefined {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (typeof visit.key === 'string' && visit.key.includes('\u0000')) return pathTo(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathTo(visit);
    } else if (typeof current === 'object' && current !== null) {
      const entries = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, key, parent: visit });
      }
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
