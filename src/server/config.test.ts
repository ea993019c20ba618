import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../contract/account-limits.ts';
import { ConfigError, loadConfig, parseConfig, parseEnv } from './config.ts';

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
    [{ CONVERSATION_TURN_DELAY_MS: '-1' }, /^Invalid CONVERSATION_TURN_DELAY_MS: /],
    [{ CONVERSATION_IDLE_PAUSE_MS: '1.5' }, /^Invalid CONVERSATION_IDLE_PAUSE_MS: /],
    // A lease shorter than this would be renewed faster than the database answers.
    [{ CONVERSATION_LEASE_TTL_MS: '299' }, /^Invalid CONVERSATION_LEASE_TTL_MS: /],
    [{ LIVE_STREAMS_PER_ADDRESS: '0' }, /^Invalid LIVE_STREAMS_PER_ADDRESS: /],
    [{ USAGE_LIMITS: '{"explore":' }, /^Invalid USAGE_LIMITS: must be JSON/],
    [{ ACCOUNT_LIMITS: '{"explore":' }, /^Invalid ACCOUNT_LIMITS: must be JSON/],
    [{ ACCOUNT_LIMITS: '{"explore":{"posts":{"total":1}}}' }, /^Invalid ACCOUNT_LIMITS: /],
    [{ STRIPE_API_PORT: '99999' }, /^Invalid STRIPE_API_PORT: /],
    [{ SHED_EVENT_LOOP_DELAY_MS: 'busy' }, /^Invalid SHED_EVENT_LOOP_DELAY_MS: must be a number$/],
    [{ SHED_EVENT_LOOP_UTILIZATION: '1.5' }, /^Invalid SHED_EVENT_LOOP_UTILIZATION: /],
    [{ SHED_HEAP_USED_MB: '0' }, /^Invalid SHED_HEAP_USED_MB: must be at least 1$/],
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
    const blank = parseConfig({
      PORT: '',
      CONVERSATION_TURN_DELAY_MS: '  ',
      LIVE_STREAMS_PER_ADDRESS: '',
    });
    expect(blank.port).toBe(3000);
    expect(blank.conversations.delayOverrideMs).toBeUndefined();
    expect(blank.live.streamsPerAddress).toBe(50);
  });

  it('gives each feature its part, typed, and no raw environment', () => {
    const config = parseConfig({
      CONVERSATION_TURN_DELAY_MS: '0',
      CONVERSATION_IDLE_PAUSE_MS: '600000',
      CONVERSATION_SSE_HEARTBEAT_MS: '15000',
      CONVERSATION_LEASE_TTL_MS: '300',
      LIVE_RATE_LIMIT_PER_MINUTE: '7',
      LIVE_INVITES_PER_MINUTE: '3',
      USAGE_LIMITS: '{"explore":{"free":20000}}',
      ACCOUNT_LIMITS: '{"starter":{"verdicts":{"total":7}}}',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_PORT: '12111',
      OPENAI_API_KEY: 'k',
      SHED_EVENT_LOOP_DELAY_MS: '250',
      SHED_HEAP_USED_MB: '512',
    });
    expect(config.conversations).toEqual({
      delayOverrideMs: 0,
      idlePauseMs: 600_000,
      heartbeatMs: 15_000,
      leaseTtlMs: 300,
    });
    expect(config.live).toEqual({
      perAddressPerMinute: 7,
      streamsPerAddress: 50,
      revocationCheckMs: 5000,
      invitesPerMinute: 3,
    });
    expect(config.quotas.explore.limits.free).toBe(20_000);
    expect(config.quotas.explore.limits.standard).toBe(
      parseConfig({}).quotas.explore.limits.standard,
    );
    expect(config.accountLimits.starter.verdicts).toEqual({
      perHour: ACCOUNT_LIMITS.starter.verdicts.perHour,
      total: 7,
    });
    expect(config.accountLimits.explore).toEqual(ACCOUNT_LIMITS.explore);
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_x', port: 12111 });
    expect(parseConfig({}).stripe).toBeUndefined();
    expect(config.providers.apiKeys).toEqual({ openai: 'k' });
    expect(config.shedding).toEqual({
      maxEventLoopDelayMs: 250,
      maxEventLoopUtilization: 0,
      maxHeapUsedBytes: 512 * 1024 * 1024,
    });
    expect(Object.keys(config)).not.toContain('env');
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
