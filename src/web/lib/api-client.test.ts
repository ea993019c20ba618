import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { ApiError, NetworkError, apiUrl, failureMessage, failureOf } from './api-client.ts';

const json = (body: unknown, status: number, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

const failure = async (response: Response) => failureOf(response, await response.text());

describe('apiUrl', () => {
  it('fills a declared path’s parameters, encoded', () => {
    expect(apiUrl('/api/live/{code}/events', { code: 'AB/CD' })).toBe('/api/live/AB%2FCD/events');
    expect(apiUrl('/api/models/{id}/documents/{docId}', { id: 'm 1', docId: 'd?' })).toBe(
      '/api/models/m%201/documents/d%3F',
    );
  });
});

describe('failureOf', () => {
  it('turns { error, code } into an ApiError carrying status, code and message', async () => {
    const error = await failure(
      json({ error: 'Invalid email or password', code: 'unauthenticated' }, 401),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: 'Invalid email or password',
    });
  });
});

describe('failureMessage (SPEC §8)', () => {
  it('prefers the server message', async () => {
    const error = await failure(json({ error: 'An account with this email already exists' }, 409));
    expect(failureMessage(error, AUTH_TEXT.signupFailed)).toBe(
      'An account with this email already exists',
    );
  });

  it('falls back to the generic text when the JSON answer has no error field', async () => {
    expect(failureMessage(await failure(json({}, 500)), AUTH_TEXT.loginFailed)).toBe(
      'Login failed',
    );
  });

  it('uses the status text, else "Login failed (status)", when the body is not JSON', async () => {
    const withText = await failure(
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(failureMessage(withText, AUTH_TEXT.loginFailed)).toBe('Bad Gateway');
    const bare = await failure(new Response('', { status: 503 }));
    expect(failureMessage(bare, AUTH_TEXT.loginFailed)).toBe('Login failed (503)');
  });

  it('shows the network text when the request never got an answer', () => {
    expect(failureMessage(new NetworkError(), AUTH_TEXT.loginFailed)).toBe(AUTH_TEXT.networkError);
  });
});
