import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM under a key derived from SECRET_KEY (DESIGN D5): `v1.iv.tag.ciphertext`. */
export function createSecretBox(secretKey: string, purpose: string) {
  const key = createHash('sha256').update(`parley:${purpose}:`).update(secretKey).digest();
  return {
    seal(plaintext: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // The owner and provider are bound in: a ciphertext copied to another row does not open.
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(box: string, context: string): string {
      const [version, iv, tag, sealed] = box.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) {
        throw new Error('Unreadable sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
