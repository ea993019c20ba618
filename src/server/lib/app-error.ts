import { ERROR_STATUS, type ErrorCode } from '../../contract/errors.ts';

/** What an error may add to its answer. */
export type AppErrorOptions = {
  /** More about the failure, answered as `details` (e.g. which uploaded files failed and why). */
  details?: string | undefined;
  /** When to come back, answered as `Retry-After` (seconds). */
  retryAfterSeconds?: number | undefined;
};

/** The one error type services throw; the error handler turns it into `{ error, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
