import type { FastifyInstance } from 'fastify';
import { JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE } from '../../contract/text.ts';
import { AppError } from '../lib/app-error.ts';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON `text` nests arrays and objects deeper than `limit`, read in one pass over its
 * characters (brackets inside strings do not count), before anything is parsed. Malformed text
 * is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The JSON body parser of every route: a body nested past `JSON_MAX_DEPTH` is refused (400)
 * before it is parsed, so nothing after it (the null-character check, zod, a serializer, a log
 * line) can meet one. Browsers' fetch wrappers often send `content-type: application/json` with
 * no body on commands such as continue or stop; that is read as no body, not as malformed JSON.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      return done(new AppError('bad_request', JSON_TOO_DEEP_MESSAGE), undefined);
    }
    parseJson(request, text, done);
  });
}
