import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('AES-256-GCM secret box', () => {
  const box = createSecretBox('a-secret-key-of-at-least-thirty-two-chars', 'provider-keys');

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = box.seal('sk-live-abcdef123456', 'user-1:openai');
    expect(sealed).not.toContain('sk-live');
    expect(sealed).not.toBe(box.seal('sk-live-abcdef123456', 'user-1:openai'));
    expect(box.open(sealed, 'user-1:openai')).toBe('sk-live-abcdef123456');
  });

  it('refuses another context, another key, or a tampered box', () => {
    const sealed = box.seal('sk-live-abcdef123456', 'user-1:openai');
    expect(() => box.open(sealed, 'user-2:openai')).toThrow();
    const other = createSecretBox('another-secret-key-of-at-least-32-chars', 'provider-keys');
    expect(() => other.open(sealed, 'user-1:openai')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), 'user-1:openai')).toThrow();
    expect(() => box.open('garbage', 'user-1:openai')).toThrow();
  });
});
