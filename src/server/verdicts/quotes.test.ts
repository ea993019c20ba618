import { describe, expect, it } from 'vitest';
import { findVerbatim } from './quotes.ts';

const message =
  'I will argue that cities should NOT ban cars.\n\nHere is why:   the bill lands on taxpayers first.';

describe('findVerbatim', () => {
  it('finds an exact passage and answers it as the message has it', () => {
    expect(findVerbatim('the bill lands on taxpayers first', message)).toBe(
      'the bill lands on taxpayers first',
    );
  });

  it('ignores case and runs of whitespace, and answers the message’s own spelling', () => {
    expect(findVerbatim('should not BAN cars.  here is WHY:', message)).toBe(
      'should NOT ban cars.\n\nHere is why:',
    );
    expect(findVerbatim('  Here is why: the bill  ', message)).toBe('Here is why:   the bill');
  });

  it('ignores nothing else: punctuation, quotation marks and words must match', () => {
    expect(findVerbatim('should not ban cars!', message)).toBeNull();
    expect(findVerbatim('“the bill lands on taxpayers first”', message)).toBeNull();
    expect(findVerbatim('the bill lands on the taxpayers first', message)).toBeNull();
    expect(findVerbatim('cities should not ban cars from their centres', message)).toBeNull();
  });

  it('matches nothing for a blank quote', () => {
    expect(findVerbatim('', message)).toBeNull();
    expect(findVerbatim(' \n ', message)).toBeNull();
  });

  it('keeps source positions right around characters whose lower case is longer', () => {
    const text = 'İstanbul has trams; İzmir does too.';
    expect(findVerbatim('izmir does too', text)).toBeNull();
    expect(findVerbatim('i̇zmir does too', text)).toBe('İzmir does too');
    expect(findVerbatim('has trams', text)).toBe('has trams');
  });
});
