import { callJson } from '../../test/helpers/server-process.ts';

/**
 * USAGE_LIMITS for the bench's one account: finite, as production's are, so every call makes its
 * quota reservation (an unlimited class would skip it, a cheaper path than production), yet so
 * high that thousands of calls never reach them.
 */
export const ROOMY_USAGE_LIMITS = JSON.stringify({
  explore: { free: 1e15, standard: 1e15, premium: 1e15, ultra_premium: 1e15 },
});

/** Signs the bench's one account up on a fresh server; resolves with its session token. */
export async function signUpBenchAccount(serverUrl: string): Promise<string> {
  const { token } = await callJson<{ token: string }>(`${serverUrl}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'Bench' }),
  });
  return token;
}

/**
 * Starts a two-agent debate of gpt-4o against gpt-4o (the fake provider); resolves with its id,
 * or with the server's 503 when it sheds new work (decision 025).
 */
export async function startBenchDebate(
  serverUrl: string,
  token: string,
  openingLine: string,
): Promise<{ id: string } | { refused: Response }> {
  const response = await fetch(`${serverUrl}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      mode: 'duel',
      openingLine,
      agents: [
        { model: 'gpt-4o', systemInstructions: 'For.' },
        { model: 'gpt-4o', systemInstructions: 'Against.' },
      ],
    }),
  });
  if (response.status === 503) {
    await response.body?.cancel();
    return { refused: response };
  }
  if (!response.ok) throw new Error(`start failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}
