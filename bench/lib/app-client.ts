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
 * or with the server's 503 when it sheds new work (decision 025). With `deadline` (a Date.now()
 * time), the server must have answered by then (see fetchBy).
 */
export async function startBenchDebate(
  serverUrl: string,
  token: string,
  openingLine: string,
  deadline = Number.POSITIVE_INFINITY,
): Promise<{ id: string } | { refused: Response }> {
  const url = `${serverUrl}/api/conversations`;
  const init: RequestInit = {
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
  };
  const response = Number.isFinite(deadline)
    ? await fetchBy(url, init, deadline)
    : await fetch(url, init);
  if (response.status === 503) {
    await response.body?.cancel();
    return { refused: response };
  }
  if (!response.ok) throw new Error(`start failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** Why fetchBy gave a request up. */
const DEADLINE_PASSED = 'the server did not answer by the deadline';

/**
 * `fetch` whose answer (its status and headers) must come by `deadline` (Date.now() time), or
 * `controller` is aborted and the call rejects; the body then streams under `controller` alone.
 * A loaded server may take any time to answer: each wait of a step is bounded by its deadline.
 */
export async function fetchBy(
  url: string,
  init: RequestInit,
  deadline: number,
  controller = new AbortController(),
): Promise<Response> {
  const timer = setTimeout(
    () => controller.abort(new Error(DEADLINE_PASSED)),
    Math.max(0, deadline - Date.now()),
  );
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The request was given up by fetchBy: its deadline passed. */
export const passedDeadline = (error: unknown) =>
  error instanceof Error && (error.message === DEADLINE_PASSED || error.cause === DEADLINE_PASSED);
