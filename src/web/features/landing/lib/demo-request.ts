export type DemoRequest = { name: string; email: string; company: string; message: string };

export const SALES_EMAIL = 'sales@parley.dev';

/** A mailto: link addressed to sales with the request in subject and body. */
export function demoRequestMailto({ name, email, company, message }: DemoRequest): string {
  const subject = `Demo request: ${company.trim() || name.trim()}`;
  const body = [
    `Name: ${name.trim()}`,
    `Email: ${email.trim()}`,
    `Company: ${company.trim() || '-'}`,
    '',
    message.trim() || 'We would like a demo of Parley.',
  ].join('\n');
  return `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
