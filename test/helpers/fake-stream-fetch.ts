/** What the web's stream clients pass to onEnded (src/web/lib/event-stream.ts's Refusal). */
type Refusal = { status: number; message: string };

/** An event-stream response whose body is `frames`. */
export const sse = (frames: string) =>
  new Response(new Blob([frames]).stream(), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake fetch answering each call with the next answer (a Response, or an Error to throw); once
 * the answers run out, a call never answers. `calls` records each call's URL and headers.
 */
export function fakeFetch(answers: (Response | Error)[]) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers) });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}

/** Stream callbacks that log what they receive; `ended` says how a refusal is logged. */
export function recordStream(ended: (refusal: Refusal) => string) {
  const log: string[] = [];
  return {
    log,
    callbacks: {
      onEvent: (event: { type: string }) => log.push(`event:${event.type}`),
      onConnection: (connection: string) => log.push(connection),
      onEnded: (refusal: Refusal) => log.push(ended(refusal)),
    },
  };
}
