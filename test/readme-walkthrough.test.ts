// Runs the README's API walkthrough (the shell block after the api-walkthrough marker) with real
// curl against a listening server, so the documented commands keep working (issue 9, item 6).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, uniqueEmail, type TestApp } from './helpers/app.ts';

const run = promisify(execFile);

async function walkthrough(): Promise<string> {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const block = /<!-- api-walkthrough[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README has no api-walkthrough block');
  return block[1]!;
}

describe('README API walkthrough', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ listen: true, env: { OFFLINE_MODEL_TOKENS_PER_SECOND: '0' } });
  });
  afterAll(() => test.close());

  it('signs up, lists models, starts an offline debate and follows its events', async () => {
    const script = (await walkthrough())
      .replace('BASE=http://localhost:3000', `BASE=${test.url}`)
      .replace('me@example.com', uniqueEmail('readme'))
      // The live stream never ends by itself; a shorter bound keeps the test quick.
      .replace('--max-time 60', '--max-time 8');
    const { stdout } = await run('bash', ['-c', `set -e\n${script}\ntrue`], {
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    expect(stdout).toContain('parley-sparring-partner');
    expect(stdout).toContain('event: snapshot');
    expect(stdout).toMatch(
      /event: message\ndata: \{"type":"message","message":\{[^\n]*"status":"complete"/,
    );
    expect(stdout).toMatch(/cities should (?:not )?ban cars/);
  });
});
