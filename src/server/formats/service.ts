import {
  BUILT_IN_FORMATS,
  builtInFormat,
  FORMAT_TEXT,
  type DebateFormat,
  type FormatBody,
} from '../../contract/formats.ts';
import { canonicalId } from '../../contract/ids.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import type { FormatRepository, FormatRow } from './repository.ts';

const toFormat = (row: FormatRow): DebateFormat => ({
  id: row.id,
  builtIn: false,
  name: row.name,
  phases: row.phases,
});

/**
 * The built-in formats and an account's own (DESIGN D20); how many an account may save per hour
 * and keep is the route's creation limit (ACCOUNT_LIMITS, kind `customFormats`).
 */
export function createFormatService(repository: FormatRepository) {
  return {
    async list(userId: string): Promise<DebateFormat[]> {
      return [...BUILT_IN_FORMATS, ...(await repository.list(userId)).map(toFormat)];
    },

    async save(userId: string, body: FormatBody): Promise<DebateFormat> {
      return toFormat(await repository.insert(userId, body.name, body.phases));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw notFound(FORMAT_TEXT.formatNotFound);
    },

    /** `format` of a new conversation: a built-in id or the caller's saved format's id. */
    async resolve(userId: string, ref: string): Promise<DebateFormat> {
      const builtIn = builtInFormat(ref);
      if (builtIn) return builtIn;
      const id = canonicalId(ref);
      const row = id ? await repository.find(userId, id) : undefined;
      if (!row) throw new AppError('bad_request', FORMAT_TEXT.unknownFormat);
      return toFormat(row);
    },
  };
}

export type FormatService = ReturnType<typeof createFormatService>;
