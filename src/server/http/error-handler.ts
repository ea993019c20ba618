import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../contract/errors.ts';
import {
  ERROR_STATUS,
  RATE_LIMITED_RETRY_AFTER_SECONDS,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../../contract/errors.ts';
import { ownValue } from '../../contract/own.ts';
import { NULL_CHARACTER_MESSAGE } from '../../contract/text.ts';
import { GENERIC_TEXT } from '../../contract/texts.ts';
import { isDatabaseUnavailable, type Outages } from '../db/availability.ts';
import { AppError } from '../lib/app-error.ts';
import { lingerOnUnreadBody } from './linger.ts';

type Answer = {
  status: number;
  error: string;
  code: ErrorCode;
  details?: string;
  /** Sent as `Retry-After`, not in the body. */
  retryAfterSeconds?: number;
};

function describeValidation(
  validation: { instancePath?: string; message?: string; params?: unknown }[],
  context: string | undefined,
): string {
  const first = validation[0];
  if (!first) return 'Invalid request';
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is invalid';
  if (!field) return context === 'body' ? `Invalid request body: ${message}` : message;
  return `${field}: ${message}`;
}

const FASTIFY_CODES: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: GENERIC_TEXT.malformedJson,
    code: 'bad_request',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'Request body is empty', code: 'bad_request' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: GENERIC_TEXT.bodyTooLarge, code: 'too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, error: GENERIC_TEXT.bodyTooLarge, code: 'too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'Unsupported content type',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'Invalid Content-Length',
    code: 'bad_request',
  },
};

function toAnswer(error: FastifyError): Answer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      error: error.message,
      code: error.code,
      ...(error.details ? { details: error.details } : {}),
      ...(error.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: error.retryAfterSeconds }
        : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path parameter that is not a well-formed id names nothing: not found, like another's.
    if (error.validationContext === 'params') {
      const message = error.validation[0]?.message;
      const named = message && message !== NULL_CHARACTER_MESSAGE ? message : undefined;
      return { status: 404, error: named ?? GENERIC_TEXT.notFound, code: 'not_found' };
    }
    return {
      status: 400,
      error: describeValidation(error.validation, error.validationContext),
      code: 'bad_request',
    };
  }
  const known = error.code ? ownValue(FASTIFY_CODES, error.code) : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) {
    return { status: 400, error: GENERIC_TEXT.malformedJson, code: 'bad_request' };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, error: GENERIC_TEXT.databaseUnavailable, code: 'unavailable' };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, error: error.message, code: 'rate_limited' };
  if (status >= 400 && status < 500) {
    const code = (Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] ??
      'bad_request') as ErrorCode;
    return { status, error: error.message || 'Bad request', code };
  }
  return { status: 500, error: GENERIC_TEXT.internalError, code: 'internal' };
}

/**
 * One handler for every error: `{ error, code }`, the right status, and never a stack trace. A
 * request that found the database unreachable tells `outages`, so health checks and debates
 * know at once.
 */
export function installErrorHandling(app: FastifyInstance, outages: Outages): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.raw.destroyed && !request.raw.complete) {
      // The client left (or its request timed out) before its body ended: nothing failed here,
      // and whatever its socket's error code says, the database has nothing to do with it.
      request.log.info(`request ended early: ${error.message}`);
      return reply.status(400).send({ error: GENERIC_TEXT.requestIncomplete, code: 'bad_request' });
    }
    // Answered before its body was read (over its limit, refused mid-upload): the client may
    // still be sending, and must get this answer rather than a reset.
    lingerOnUnreadBody(request, reply);
    const { retryAfterSeconds, ...answer } = toAnswer(error);
    if (answer.code === 'unavailable') {
      // Expected while the database restarts or work is shed: one line, no stack, and when to
      // come back.
      request.log.warn(`request failed: ${answer.error}`);
      outages.failed(error);
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    } else if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    if (retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(Math.max(0, Math.ceil(retryAfterSeconds))));
    } else if (answer.status === 429 && !reply.hasHeader('retry-after')) {
      // Every 429 says when to come back (decision 028); a window's limiter has said it already.
      void reply.header('retry-after', String(RATE_LIMITED_RETRY_AFTER_SECONDS));
    }
    const { status, ...body } = answer;
    void reply.status(status).send(body);
  });
}
