import { get } from 'node:http';

export type Latency = { count: number; p50: number; p99: number; max: number; failed: number };

/** One GET on a fresh connection (from `localAddress` when given): its time in ms, or null. */
export function timedGet(
  url: string,
  options: { localAddress?: string; timeoutMs?: number } = {},
): Promise<number | null> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = get(
      url,
      { agent: false, localAddress: options.localAddress, timeout: options.timeoutMs ?? 10_000 },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve(response.statusCode === 200 ? performance.now() - startedAt : null),
        );
      },
    );
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(null));
  });
}

export function summarize(samples: (number | null)[]): Latency {
  const times = samples.filter((time): time is number => time !== null).sort((a, b) => a - b);
  const at = (quantile: number) =>
    times.length ? times[Math.min(times.length - 1, Math.floor(quantile * times.length))]! : NaN;
  return {
    count: times.length,
    p50: at(0.5),
    p99: at(0.99),
    max: times.at(-1) ?? NaN,
    failed: samples.length - times.length,
  };
}

/** `/api/health` probed one after another (every `everyMs`) until `during` settles. */
export async function healthLatencyDuring(
  baseUrl: string,
  during: Promise<unknown>,
  options: { localAddress?: string; everyMs?: number } = {},
): Promise<Latency> {
  let done = false;
  const finished = during.finally(() => (done = true));
  const samples: (number | null)[] = [];
  while (!done) {
    samples.push(await timedGet(`${baseUrl}/api/health`, options));
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 20));
  }
  await finished;
  return summarize(samples);
}

/** `/api/health` probed `count` times on a quiet server: the baseline of the same run. */
export async function quietHealthLatency(
  baseUrl: string,
  count = 30,
  options: { localAddress?: string } = {},
): Promise<Latency> {
  const samples: (number | null)[] = [];
  for (let index = 0; index < count; index += 1) {
    samples.push(await timedGet(`${baseUrl}/api/health`, options));
  }
  return summarize(samples);
}
