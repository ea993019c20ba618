import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

describe('a first `npm start`', () => {
  // scripts/start.mjs runs `npm install` on a fresh checkout; npm 11 warns about every dependency
  // install script that package.json's allowScripts neither allows nor denies.
  it('installs without install-script warnings: every script is reviewed in allowScripts', () => {
    const listed = execFileSync('npm', ['install-scripts', 'ls'], { cwd: root, encoding: 'utf8' });
    expect(listed).toContain('No packages with unreviewed install scripts');
  });
});
