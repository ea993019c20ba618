import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Only the server's own user may read or write the data folder (PGlite files, secret.key). */
export const PRIVATE_DIR_MODE = 0o700;
const OTHERS = 0o077;

export class DataDirError extends Error {}

/**
 * Creates DATA_DIR private (0700), or checks an existing one: whatever under it the group or
 * other users could read or write is made private (folders 0700, files 0600 or 0700 when
 * executable). Answers how many entries were tightened; throws when one cannot be (another
 * user's file), as the server must not run on data others can change.
 */
export function secureDataDir(dir: string): number {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let tightened = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & OTHERS) !== 0) {
      try {
        chmodSync(path, stat.mode & 0o700);
      } catch (error) {
        throw new DataDirError(
          `${path} is readable or writable by other users and cannot be made private (${(error as Error).message})`,
        );
      }
      tightened += 1;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return tightened;
}
