import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.ts';

describe('config', () => {
  it('has embedded defaults: port 3000, ./data, PGlite, no keys', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT: /],
    [{ PORT: '70000' }, /^Invalid PORT: must be between 0 and 65535$/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must start with postgres/],
    [{ SECRET_KEY: 'short' }, /^Invalid SECRET_KEY: must be at least 32 characters$/],
    [{ ADMIN_EMAIL: 'nope' }, /^Invalid ADMIN_EMAIL: must be an email address$/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid PUBLIC_URL: /],
    [{ CONVERSATION_TURN_DELAY_MS: 'soon' }, /^Invalid CONVERSATION_TURN_DELAY_MS: /],
    [{ PROVIDER_TIMEOUT_MS: '-5' }, /^Invalid PROVIDER_TIMEOUT_MS: /],
    [{ OPENAI_COMPATIBLE_ENDPOINTS: '{oops' }, /^Invalid OPENAI_COMPATIBLE_ENDPOINTS: /],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it.each([
    'true',
    'TRUE',
    '1',
    '2',
    'yes',
    '*',
    '10.0.0.0/33',
    '10.0.0.1,',
    '10.0.0.1,,10.0.0.2',
    ',',
    'loopback, ,10.0.0.1',
  ])('stops on TRUST_PROXY=%j with one line naming the variable (decision 010)', (value) => {
    const start = () => parseEnv({ TRUST_PROXY: value });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/^Invalid TRUST_PROXY: must list the proxies’ addresses[^\n]*$/);
  });

  it('reads TRUST_PROXY as a list of proxies, and unset or blank as none', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: '  ' }).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.0/8, loopback,::1 ' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
  });

  it('bounds slow clients by default: timeouts, connections per address, event-stream buffers', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.connections).toEqual({
      perAddress: 256,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
    });
    expect(config.eventStreams).toEqual({ maxBufferedBytes: 256 * 1024, stallMs: 60_000 });
    // Node refuses a headers timeout longer than the request's.
    expect(
      loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '2000' }).connections.headersTimeoutMs,
    ).toBe(2000);
    expect(() => parseEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /^Invalid MAX_CONNECTIONS_PER_ADDRESS: /,
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', ADMIN_EMAIL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('generates SECRET_KEY once and persists it under DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(second.secretKey).toBe(first.secretKey);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first.secretKey);
  });
});
