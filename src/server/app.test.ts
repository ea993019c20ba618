import { describe, expect, it } from 'vitest';
import { redactToken } from './app.ts';

describe('redactToken', () => {
  it('hides a session token in the query string and leaves the rest', () => {
    expect(redactToken('/api/conversations/1/events?token=abc.def&x=1')).toBe(
      '/api/conversations/1/events?token=[redacted]&x=1',
    );
    expect(redactToken('/api/x?a=1&token=secret')).toBe('/api/x?a=1&token=[redacted]');
    expect(redactToken('/api/health')).toBe('/api/health');
  });
});
