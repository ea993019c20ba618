import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const mode = (path: string) => statSync(path).mode & 0o777;

describe('secureDataDir', () => {
  it('creates the folder private', () => {
    const root = mkdtempSync(join(tmpdir(), 'parley-dd-'));
    roots.push(root);
    const dir = join(root, 'data');
    expect(secureDataDir(dir)).toBe(0);
    expect(mode(dir)).toBe(0o700);
  });

  it('makes private whatever others could read or write, and counts it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-dd-'));
    roots.push(dir);
    mkdirSync(join(dir, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(dir, 'secret.key'), 'k');
    writeFileSync(join(dir, 'pglite', 'base', '1234'), 'x');
    writeFileSync(join(dir, 'pglite', 'PG_VERSION'), '17');
    chmodSync(dir, 0o777);
    chmodSync(join(dir, 'pglite'), 0o755);
    chmodSync(join(dir, 'pglite', 'base'), 0o700);
    chmodSync(join(dir, 'secret.key'), 0o666);
    chmodSync(join(dir, 'pglite', 'base', '1234'), 0o644);
    chmodSync(join(dir, 'pglite', 'PG_VERSION'), 0o600);
    expect(secureDataDir(dir)).toBe(4);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'pglite'))).toBe(0o700);
    expect(mode(join(dir, 'secret.key'))).toBe(0o600);
    expect(mode(join(dir, 'pglite', 'base', '1234'))).toBe(0o600);
    expect(secureDataDir(dir)).toBe(0);
  });
});
