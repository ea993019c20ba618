import { ERROR_STATUS, type ErrorCode } from '../../contract/errors.ts';

/** The one error type services throw; the error handler turns it into `{ error, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
