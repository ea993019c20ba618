import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MAX } from './passwords.ts';
import { AUTH_TEXT } from './texts.ts';

export const SUBSCRIPTION_TIERS = ['explore', 'starter', 'professional', 'enterprise'] as const;
export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema('Password is required'),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX, 'Name is too long'),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1).max(PASSWORD_MAX),
    newPassword: newPasswordSchema('New password is required'),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: AUTH_TEXT.samePassword,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  subscription_tier: subscriptionTierSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export { STORAGE_KEYS } from './storage-keys.ts';
