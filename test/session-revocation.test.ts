import { buildTestApp } from './helpers/app.ts';
import { describeSessionRevocation, SESSION_CACHE_MS } from './helpers/session-revocation.ts';

describeSessionRevocation('revoking a session (one process)', async () => {
  const test = await buildTestApp({
    listen: true,
    env: { SESSION_CACHE_MS: String(SESSION_CACHE_MS), CONVERSATION_SSE_HEARTBEAT_MS: '200' },
  });
  return { revoker: test.url, streams: test.url, stop: () => test.close() };
});
