import { describe, expect, it } from 'vitest';
import { createDecoder, encodeEvents, PAYLOAD_LIMIT, pgChannelName } from './pg-bus.ts';

const counter = () => {
  let n = 0;
  return () => (n += 1);
};

describe('NOTIFY payload encoding', () => {
  it('packs small events into one payload and decodes them in order', () => {
    const events = Array.from({ length: 20 }, (_, i) => ({ type: 'delta', seq: 3, text: `t${i}` }));
    const payloads = encodeEvents('a', events, counter());
    expect(payloads).toHaveLength(1);
    expect(createDecoder('b').decode(payloads[0]!)).toEqual(events);
  });

  it('keeps every payload under the limit, splitting an oversized event into parts', () => {
    const big = { type: 'message', content: 'é€😀 "quoted" \\ \n'.repeat(4000) };
    const small = { type: 'delta', text: 'x' };
    const payloads = encodeEvents('a', [small, big, small], counter());
    expect(payloads.length).toBeGreaterThan(3);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThan(PAYLOAD_LIMIT + 1);
    }
    const decoder = createDecoder('b');
    expect(payloads.flatMap((payload) => decoder.decode(payload))).toEqual([small, big, small]);
  });

  it('never sends two identical payloads (PostgreSQL would deliver them once per transaction)', () => {
    const next = counter();
    const delta = { type: 'delta', seq: 2, text: 'same ' };
    const [first] = encodeEvents('a', [delta], next);
    const [second] = encodeEvents('a', [delta], next);
    expect(first).not.toBe(second);
    const decoder = createDecoder('b');
    expect([...decoder.decode(first!), ...decoder.decode(second!)]).toEqual([delta, delta]);
  });

  it('skips the process’s own payloads (it delivered them locally)', () => {
    const [payload] = encodeEvents('a', [{ type: 'delta' }], counter());
    expect(createDecoder('a').decode(payload!)).toEqual([]);
  });

  it('maps bus channels to valid NOTIFY channel names', () => {
    expect(pgChannelName('conversation:0b0e8d9c-5a4e-4a55-9f0e-2f5c6d7e8f90')).toBe(
      'conversation:0b0e8d9c-5a4e-4a55-9f0e-2f5c6d7e8f90',
    );
    const odd = pgChannelName('a "quoted" channel name that is also far too long for postgres');
    expect(odd).toMatch(/^h:[0-9a-f]{48}$/);
  });
});
