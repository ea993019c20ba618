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
