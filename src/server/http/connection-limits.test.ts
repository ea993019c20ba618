import { describe, expect, it } from 'vitest';
import { clientKey } from './connection-limits.ts';

describe('clientKey', () => {
  it('is an IPv4 address itself, written plain or IPv4-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:127.0.0.2')).toBe('127.0.0.2');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKey('2001:db8:0:1::1')).toBe(key);
    expect(clientKey('2001:0db8:0000:0001:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:DB8:0:1:0:0:0:9')).toBe(key);
    expect(clientKey('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8:0:2::1')).not.toBe(key);
  });
});
