import { spawn } from 'node:child_process';

export type FloodResult = { sent: number; statuses: Record<string, number>; errors: number };

/**
 * `rounds` bursts of `concurrency` POSTs of `body` sent at once against `url` (each burst once
 * the last is answered), from a child process, so that the load is a real client's and this
 * process stays free to measure.
 */
export function floodFromChild(
  url: string,
  options: { body: string; concurrency: number; rounds: number },
): Promise<FloodResult> {
  const script = `
    import { request, Agent } from 'node:http';
    const [url, concurrency, rounds] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3])];
    let body = '';
    process.stdin.on('data', (chunk) => (body += chunk));
    await new Promise((resolve) => process.stdin.on('end', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const result = { sent: 0, statuses: {}, errors: 0 };
    const one = () => new Promise((resolve) => {
      result.sent += 1;
      const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => { result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1; resolve(); });
      });
      req.on('error', () => { result.errors += 1; resolve(); });
      req.end(body);
    });
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(Array.from({ length: concurrency }, one));
    }
    agent.destroy();
    process.stdout.write(JSON.stringify(result));
  `;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, url, String(options.concurrency), String(options.rounds)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  child.stdin.end(options.body);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as FloodResult)
        : reject(new Error(`flood exited with ${code}`)),
    );
  });
}

export type Hammer = {
  /** Stops the loops; resolves with the answers' statuses, counted. */
  stop(): Promise<Record<string, number>>;
};

/**
 * `loops` clients in a child process, each sending the next of `requests` (in turn) as soon as
 * its last was answered, pausing `pauseOn429Ms` after a 429, until `stop()`: an account
 * hammering routes, while this process stays free to measure.
 */
export function hammerFromChild(options: {
  baseUrl: string;
  /** The account's session; none: an anonymous client. */
  token?: string;
  /** `bodyBytes`: a JSON body of about that size, made in the child (too large for argv). */
  requests: { method: string; path: string; body?: string; bodyBytes?: number }[];
  loops: number;
  pauseOn429Ms: number;
}): Hammer {
  const script = `
    const { baseUrl, token, requests, loops, pauseOn429Ms } = JSON.parse(process.argv[1]);
    for (const request of requests) {
      if (request.bodyBytes) request.body = JSON.stringify({ text: 'x'.repeat(request.bodyBytes) });
    }
    let stopped = false;
    process.stdin.on('data', () => {});
    process.stdin.on('end', () => (stopped = true));
    const statuses = {};
    let next = 0;
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const loop = async () => {
      while (!stopped) {
        const { method, path, body } = requests[next++ % requests.length];
        try {
          const response = await fetch(baseUrl + path, {
            method,
            headers: {
              ...(token ? { authorization: 'Bearer ' + token } : {}),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body } : {}),
          });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status === 429) await sleep(pauseOn429Ms);
        } catch {
          statuses.error = (statuses.error ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: loops }, loop));
    process.stdout.write(JSON.stringify(statuses));
  `;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(options)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  return {
    async stop() {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) throw new Error(`hammer exited with ${code}`);
      return JSON.parse(output) as Record<string, number>;
    },
  };
}
