import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/contract/conversations.ts';
import { uniqueEmail } from './app.ts';
import { debateBody } from './conversations.ts';
import { callJson } from './server-process.ts';

/** Revoked sessions' streams must end within this (issue 20, item 7). */
export const REVOCATION_MS = 1000;
/** Long enough that a test passing cannot be the session cache expiring by itself. */
export const SESSION_CACHE_MS = 60_000;

type OpenStream = {
  /** Resolves with the time the server ended the stream. */
  ended: Promise<number>;
  isOpen(): boolean;
  close(): void;
};

/** When `stream` ended, or never when it outlives three times the bound. */
const endedBy = (stream: OpenStream) =>
  Promise.race([
    stream.ended,
    new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 3 * REVOCATION_MS)),
  ]);

/** Opens an event stream and watches for its end. */
async function openStream(url: string, token?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    signal: controller.signal,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let open = true;
  const reader = response.body.getReader();
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // Aborted by the test, or reset by the server: either way it is over.
    }
    open = false;
    return Date.now();
  })();
  return { ended, isOpen: () => open, close: () => controller.abort() };
}

const signUp = (url: string) =>
  callJson<{ token: string }>(`${url}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({
      email: uniqueEmail('revoked'),
      password: 'old-passphrase-1',
      name: 'R',
    }),
  });

const logIn = (url: string, email: string, password = 'old-passphrase-1') =>
  callJson<{ token: string }>(`${url}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });

const me = (url: string, token: string) =>
  fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

/** How long until `url` refuses `token` (401), asked every 20 ms for up to REVOCATION_MS. */
async function refusedAfter(url: string, token: string, since: number): Promise<number> {
  while ((await me(url, token)).status !== 401) {
    if (Date.now() - since > REVOCATION_MS) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - since;
}

/**
 * Revoking a session (logout, a password change) ends every stream it opened, conversation and
 * live, within a second on `streams`' process, and that process's session cache forgets it at
 * once, though `revoker` did the revoking. With one process, both are the same.
 */
export function describeSessionRevocation(
  name: string,
  start: () => Promise<{ revoker: string; streams: string; stop(): Promise<void> }>,
): void {
  describe(name, () => {
    let revoker: string;
    let streamsAt: string;
    let stop: () => Promise<void>;
    const opened: OpenStream[] = [];

    beforeAll(async () => {
      ({ revoker, streams: streamsAt, stop } = await start());
    }, 240_000);
    afterAll(async () => {
      for (const stream of opened) stream.close();
      await stop?.();
    });

    /** An account with two sessions, a stopped debate of it, live under a code. */
    async function account() {
      const signedUp = await signUp(revoker);
      const { email } = await callJson<{ email: string }>(`${revoker}/api/auth/me`, {
        token: signedUp.token,
      });
      const other = await logIn(revoker, email);
      const debate = await callJson<Conversation>(`${revoker}/api/conversations`, {
        method: 'POST',
        token: signedUp.token,
        body: JSON.stringify(debateBody()),
      });
      await callJson(`${revoker}/api/conversations/${debate.id}/stop`, {
        method: 'POST',
        token: signedUp.token,
      });
      const { shareCode } = await callJson<{ shareCode: string }>(
        `${revoker}/api/conversations/${debate.id}/live`,
        { method: 'POST', token: signedUp.token },
      );
      const conversationStream = (token: string) =>
        openStream(`${streamsAt}/api/conversations/${debate.id}/events`, token);
      const liveStream = (token?: string) =>
        openStream(`${streamsAt}/api/live/${shareCode}/events`, token);
      const track = async (pending: Promise<OpenStream>) => {
        const stream = await pending;
        opened.push(stream);
        return stream;
      };
      return {
        email,
        token: signedUp.token,
        other: other.token,
        conversationStream,
        liveStream,
        track,
      };
    }

    it('logout ends that session’s conversation and live streams, and no others', async () => {
      const { token, other, conversationStream, liveStream, track } = await account();
      const revoked = [await track(conversationStream(token)), await track(liveStream(token))];
      const kept = [
        await track(conversationStream(other)),
        await track(liveStream(other)),
        await track(liveStream()),
      ];
      // The streams' process has the session cached, and would trust it for a minute.
      expect((await me(streamsAt, token)).status).toBe(200);

      const revokedAt = Date.now();
      const logout = await fetch(`${revoker}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(logout.status).toBe(204);
      expect(await refusedAfter(streamsAt, token, revokedAt)).toBeLessThan(REVOCATION_MS);
      const endedAt = await Promise.all(revoked.map(endedBy));
      console.log(
        `${name}: logout ended its streams after ${endedAt.map((at) => at - revokedAt).join(', ')} ms`,
      );
      for (const at of endedAt) expect(at - revokedAt).toBeLessThan(REVOCATION_MS);
      await new Promise((resolve) => setTimeout(resolve, REVOCATION_MS));
      expect(kept.map((stream) => stream.isOpen())).toEqual([true, true, true]);
      expect((await me(streamsAt, other)).status).toBe(200);
    }, 60_000);

    it('a password change ends the streams of every session but the new one', async () => {
      const { token, other, conversationStream, liveStream, track } = await account();
      const revoked = [
        await track(conversationStream(token)),
        await track(conversationStream(other)),
        await track(liveStream(other)),
      ];
      expect((await me(streamsAt, other)).status).toBe(200);

      const { token: fresh } = await callJson<{ token: string }>(
        `${revoker}/api/auth/change-password`,
        {
          method: 'POST',
          token,
          body: JSON.stringify({
            currentPassword: 'old-passphrase-1',
            newPassword: 'new-passphrase-2',
          }),
        },
      );
      // Hashing the new password takes a while: the revocation is timed from the answer.
      const revokedAt = Date.now();
      const kept = await track(conversationStream(fresh));
      const endedAt = await Promise.all(revoked.map(endedBy));
      console.log(
        `${name}: password change ended the streams after ${endedAt.map((at) => at - revokedAt).join(', ')} ms`,
      );
      for (const at of endedAt) expect(at - revokedAt).toBeLessThan(REVOCATION_MS);
      expect(await refusedAfter(streamsAt, other, revokedAt)).toBeLessThan(REVOCATION_MS);
      await new Promise((resolve) => setTimeout(resolve, REVOCATION_MS));
      expect(kept.isOpen()).toBe(true);
      expect((await me(streamsAt, fresh)).status).toBe(200);
    }, 60_000);
  });
}
