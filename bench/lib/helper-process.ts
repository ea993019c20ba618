import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a bench helper script (a fake provider, a raw baseline server) in its own process;
 * resolves once it prints `port N`, and fails if it exits first.
 */
export async function startHelper(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
  return { child, port };
}
