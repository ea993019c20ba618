import { z } from 'zod';
import { signupRequestSchema } from './auth.ts';

/** PATCH /api/user/profile: the name follows the signup rule (trimmed, 1-100 characters). */
export const updateProfileBodySchema = z.object({ name: signupRequestSchema.shape.name });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** SPEC §2 Profile: the tab names; the rest are ours (SPEC shows no other profile text). */
export const PROFILE_TEXT = {
  title: 'Profile',
  accountTab: 'Account Settings',
  supportTab: 'Support',
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  currentPasswordRequired: 'Current password is required',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  passwordChangeFailed: 'Failed to change password',
  nameSaved: 'Name updated',
  nameSaveFailed: 'Failed to update name',
  profileLoadFailed: 'Failed to load your profile',
  managePlan: 'Manage plan',
  memberSince: 'Member since',
} as const;

/** The Support tab's questions, with the figures of SPEC §9. */
export const SUPPORT_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How do I change my plan?',
    answer:
      'Open Billing, pick a plan and confirm. Paid plans take effect as soon as the payment is confirmed; if your plan does not update within 1 hour, contact support.',
  },
  {
    question: 'Why was my conversation paused for usage?',
    answer:
      'Each plan has token limits per model class. Explore allows 20k ULTRA PREMIUM, 50k PREMIUM and 100k STANDARD tokens a day; Starter allows 20,000 ULTRA PREMIUM and 50,000 PREMIUM tokens an hour. FREE models, such as Parley Sparring Partner, keep working.',
  },
  {
    question: 'How do I cancel?',
    answer:
      'Write to support from this page or by email. Cancellations are processed within 24 hours and prorated refunds are available.',
  },
  {
    question: 'What happens when I change my password?',
    answer:
      'Every other device signed in to your account is signed out at once; this browser stays signed in.',
  },
  {
    question: 'Can I use my own API keys?',
    answer:
      'Yes, on the Enterprise plan: add your provider keys in Account Settings. They are stored encrypted and never sent back to the browser.',
  },
];
