import type { Redact } from '../providers/redact.ts';

/**
 * The path of a request URL, without its query string: query parameters carry session tokens
 * (EventSource) and whatever else a client chose to put there, and none of it belongs in logs.
 */
export function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Drizzle appends a failed statement's parameters (password hashes, messages) to its text. */
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/;

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

/**
 * What is logged of an error: its type, message, code and stack, with query parameters cut and
 * secrets redacted. Never its other properties (a database error's `params` and `detail`
 * repeat the values that were written; an upstream error's request carries the API key).
 */
export function createErrorSerializer(redact: Redact) {
  const clean = (text: string) => redact(text.replace(QUERY_PARAMETERS, ''));
  const serialize = (error: unknown, depth = 0): LoggedError => {
    if (!(error instanceof Error)) {
      return { type: typeof error, message: clean(String(error)), stack: '' };
    }
    const message = clean(error.message);
    // The stack's first lines repeat the message: keep only its frames, after the cleaned one.
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    const logged: LoggedError = {
      type: error.name,
      message,
      stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    };
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') logged.code = code;
    if (error.cause !== undefined && depth < 3) logged.cause = serialize(error.cause, depth + 1);
    return logged;
  };
  return (error: unknown) => serialize(error);
}

/**
 * An error as text for the console, where the logger does not write (a failed start or
 * shutdown): the serializer's cleaning (no query parameters, no other properties, secrets
 * redacted) with its causes after it.
 */
export function formatErrorForConsole(error: unknown, redact: Redact): string {
  const lines: string[] = [];
  for (
    let logged: LoggedError | undefined = createErrorSerializer(redact)(error);
    logged;
    logged = logged.cause
  ) {
    const code = logged.code ? ` [${logged.code}]` : '';
    const frames = logged.stack.split('\n').filter((line) => /^\s+at /.test(line));
    lines.push(`${lines.length ? 'Caused by: ' : ''}${logged.type}${code}: ${logged.message}`);
    lines.push(...frames);
  }
  return lines.join('\n');
}
