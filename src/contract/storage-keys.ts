/**
 * Browser storage keys named by SPEC §3 (stored client values). Kept apart from auth.ts so the
 * web shell can read them without bundling zod into the first page load (DESIGN §7).
 */
export const STORAGE_KEYS = {
  token: 'token',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
} as const;
