import { z } from 'zod';

/** Every stored id is a UUID written in lower case (PostgreSQL's `uuid` output form). */
export const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The one form an id takes before any lookup: a UUID in any case becomes lower case, anything
 * else is undefined. PostgreSQL compares UUIDs regardless of case while the server's own maps
 * do not, so an id must never reach either in the form a client typed it.
 */
export function canonicalId(value: string): string | undefined {
  if (value.length !== 36) return undefined;
  const id = value.toLowerCase();
  return CANONICAL_UUID.test(id) ? id : undefined;
}

/**
 * An id naming a stored object (a path parameter or a body field): parsed to its canonical
 * form, or refused with `message`. In a path it is answered 404 (a malformed id names nothing,
 * like someone else's); in a body, 400.
 */
export const idSchema = (message: string) =>
  z.string().max(36, message).toLowerCase().regex(CANONICAL_UUID, message).meta({ format: 'uuid' });
