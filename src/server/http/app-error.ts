import { ERROR_STATUS, type ErrorCode } from '../../contract/errors.ts';

/** The one error type services throw; the error handler turns it into `{ error, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** More about the failure, answered as `details` (e.g. which uploaded files failed and why). */
  readonly details: string | undefined;

  constructor(code: ErrorCode, message: string, details?: string) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
