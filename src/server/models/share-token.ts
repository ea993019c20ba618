import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN_ALPHABET } from '../../contract/custom-models.ts';

/** A crypto-random `XXXX-YYYY` token over SHARE_TOKEN_ALPHABET (40 bits). */
export function generateShareToken(random: (size: number) => Buffer = randomBytes): string {
  const symbols = [...random(8)].map((byte) => SHARE_TOKEN_ALPHABET[byte % 32]);
  return `${symbols.slice(0, 4).join('')}-${symbols.slice(4).join('')}`;
}
