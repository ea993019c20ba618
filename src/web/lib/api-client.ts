import createClient from 'openapi-fetch';
import type { paths } from '../../../generated/api.d.ts';
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

const field = (body: unknown, name: string): string | undefined => {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' && value ? value : undefined;
};

/** The failure of an answer that is not a success, from its status and its body's text. */
export function failureOf(response: Response, text: string): ApiError {
  let body: unknown;
  let isJson = false;
  try {
    body = text ? JSON.parse(text) : undefined;
    isJson = text !== '';
  } catch {
    body = undefined;
  }
  return new ApiError(
    response.status,
    field(body, 'error'),
    typeof body === 'object' && body !== null ? field(body, 'code') : undefined,
    response.statusText,
    isJson,
    field(body, 'details'),
  );
}

/** Throws the failure of an answer that is not a success (ApiError), reading its body. */
export async function assertOk(response: Response): Promise<Response> {
  if (!response.ok) throw failureOf(response, await response.text());
  return response;
}

async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new NetworkError();
  }
}

/**
 * The one client of the API, typed from the server's own route declarations
 * (`generated/api.d.ts`, made by `npm run api:types`; decision 032): a path that the server does
 * not serve, a wrong parameter or body, or a misread answer fails the typecheck. It sends the
 * stored session token unless a call sets its own `authorization`, and throws every failure:
 * `ApiError` for an answer that is not a success (before its body is parsed), `NetworkError`
 * when none came.
 */
export const api = createClient<paths>({
  // Same origin; outside a browser (unit tests) there is no page to be relative to.
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  fetch: send,
});
api.use({
  onRequest({ request }) {
    const token = readToken();
    if (token && !request.headers.has('authorization')) {
      request.headers.set('authorization', `Bearer ${token}`);
    }
    return request;
  },
  async onResponse({ response }) {
    return assertOk(response);
  },
});

/** The names of a declared path's parameters: `/api/models/{id}/documents` → `id`. */
type ParamNames<Path> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/**
 * The URL of a declared route, its parameters encoded, for what the client does not send itself
 * (event streams, an upload that reports its progress).
 */
export function apiUrl<Path extends keyof paths>(
  path: Path,
  params: Record<ParamNames<Path>, string>,
): string {
  let url: string = path;
  for (const [name, value] of Object.entries<string>(params)) {
    url = url.replace(`{${name}}`, encodeURIComponent(value));
  }
  return url;
}

/** What a call answered (a failure was thrown by the client already). */
export async function answer<R extends { data?: unknown }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  const { data } = await call;
  if (data === undefined || data === null) throw new Error('the answer had no content');
  return data;
}

/** A call whose answer has no content (204): settles once it succeeded. */
export async function done(call: Promise<unknown>): Promise<void> {
  await call;
}

/** A session token of the caller's choosing (an admin's, one just issued). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
