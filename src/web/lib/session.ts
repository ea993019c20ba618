import { STORAGE_KEYS } from '../../contract/storage-keys.ts';

/** The signed-in user's bearer token in localStorage (SPEC §3 stored client values). */
export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function writeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function removeToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
}
