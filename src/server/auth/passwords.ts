import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes); about 30-60 ms here.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown, so both paths cost the same. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
