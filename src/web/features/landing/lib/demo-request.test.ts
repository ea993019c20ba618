import { describe, expect, it } from 'vitest';
import { demoRequestMailto } from './demo-request.ts';

describe('demoRequestMailto', () => {
  it('addresses sales and encodes the request', () => {
    const href = demoRequestMailto({
      name: ' Ada ',
      email: 'ada@acme.io',
      company: 'Acme & Co',
      message: 'Legal review?',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('sales@parley.dev');
    expect(url.searchParams.get('subject')).toBe('Demo request: Acme & Co');
    expect(url.searchParams.get('body')).toBe(
      'Name: Ada\nEmail: ada@acme.io\nCompany: Acme & Co\n\nLegal review?',
    );
  });
});
