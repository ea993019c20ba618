import { AUTH_TEXT, failedWithStatus } from '../../contract/texts.ts';
import { readToken } from './session.ts';

/** An answer with a non-2xx status. `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** The `error` field of a JSON answer, if any. */
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
    readonly statusText: string,
    /** False when the body was not JSON (a proxy page, an empty body). */
    readonly hadJsonBody: boolean,
    /** The `details` field of a JSON answer, if any (e.g. which uploaded files failed). */
    readonly details?: string,
  ) {
    super(serverMessage ?? (statusText || `Request failed (${status})`));
  }
}

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor() {
    super(AUTH_TEXT.networkError);
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer token; defaults to the stored one. Pass null to send none. */
  token?: string | null;
  signal?: AbortSignal;
};

/** Turns a fetch Response into its JSON body, or throws ApiError. 204 gives undefined. */
export async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  let isJson = false;
  if (text) {
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      body = undefined;
    }
  }
  if (response.ok) return body as T;
  const fields =
    isJson && body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  throw new ApiError(
    response.status,
    typeof fields.error === 'string' && fields.error ? fields.error : undefined,
    typeof fields.code === 'string' ? fields.code : undefined,
    response.statusText,
    isJson,
    typeof fields.details === 'string' && fields.details ? fields.details : undefined,
  );
}

/** Calls the Parley API (same origin). JSON in, JSON out, bearer token attached. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readResponse<T>(await sendRequest(path, options));
}

/** The raw answer of an API call, for callers that read headers too; NetworkError when none. */
export async function sendRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const token = options.token === undefined ? readToken() : options.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }
}

/**
 * The message to show for a failed call, following SPEC §8: the server's error text, else
 * `fallback` ('Login failed') when the answer was JSON without one, else the status text or
 * 'fallback (status)'; network failures give the network text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.hadJsonBody) return fallback;
  return error.statusText || failedWithStatus(fallback, error.status);
}
