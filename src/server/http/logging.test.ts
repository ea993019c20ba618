import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../providers/redact.ts';
import { createErrorSerializer, formatErrorForConsole, pathOnly } from './logging.ts';

describe('pathOnly', () => {
  it('drops the whole query string', () => {
    expect(pathOnly('/api/conversations/1/events?token=abc.def&x=1')).toBe(
      '/api/conversations/1/events',
    );
    expect(pathOnly('/api/health')).toBe('/api/health');
  });
});

describe('the error serializer', () => {
  const serialize = createErrorSerializer(createRedactor({ keys: ['sk-configured-key-123'] }));

  it('logs a failed statement without its parameters, nor its cause’s details', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "users"."id" = $2',
      ['$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'f3b7c1c2-0000-4000-8000-000000000001'],
      cause,
    );
    const logged = JSON.stringify(serialize(error));
    expect(logged).toContain('Failed query: update \\"users\\" set \\"password_hash\\" = $1');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('f3b7c1c2');
    expect(logged).not.toContain('someone@example.com');
  });

  it('redacts configured keys and bearer strings', () => {
    const logged = JSON.stringify(
      serialize(new Error('401 from upstream: key sk-configured-key-123, header Bearer abc.def')),
    );
    expect(logged).not.toContain('sk-configured-key-123');
    expect(logged).not.toContain('abc.def');
    expect(logged).toContain('[redacted]');
  });
});

describe('formatErrorForConsole (a failed start or shutdown, outside the logger)', () => {
  const redact = createRedactor({ keys: ['sk-configured-key-123'] });

  it('prints a failed statement without its parameters, with its cause and code', () => {
    const cause = Object.assign(new Error('connection terminated; key sk-configured-key-123'), {
      code: '57P01',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "users"."id" = $2',
      ['$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'f3b7c1c2-0000-4000-8000-000000000001'],
      cause,
    );
    const printed = formatErrorForConsole(error, redact);
    expect(printed).toMatch(/^Error: Failed query: update "users" set "password_hash" = \$1 where/);
    expect(printed).toContain('Caused by: Error [57P01]: connection terminated; key [redacted]');
    expect(printed).toMatch(/\n\s+at /);
    expect(printed).not.toContain('argon2id');
    expect(printed).not.toContain('f3b7c1c2');
    expect(printed).not.toContain('someone@example.com');
    expect(printed).not.toContain('sk-configured-key-123');
  });

  it('prints what is not an Error as text, redacted', () => {
    expect(formatErrorForConsole('Bearer abc.def failed', redact)).toBe(
      'string: Bearer [redacted] failed',
    );
  });
});
