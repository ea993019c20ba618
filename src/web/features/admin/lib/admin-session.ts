import { userSchema, type User } from '../../../../contract/auth.ts';
import { STORAGE_KEYS } from '../../../../contract/storage-keys.ts';

export type AdminSession = { token: string; user: User };

/** The admin panel keeps its own session (SPEC §3: adminToken, adminUser). */
export function readAdminSession(): AdminSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.adminToken);
  const rawUser = localStorage.getItem(STORAGE_KEYS.adminUser);
  if (!token || !rawUser) return null;
  try {
    const user = userSchema.safeParse(JSON.parse(rawUser));
    return user.success && user.data.role === 'admin' ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

export function writeAdminSession({ token, user }: AdminSession): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

export function removeAdminSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.adminUser);
}
