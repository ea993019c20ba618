import { z } from 'zod';

/** Bounds of a contact-form message; no spec figure, chosen to fit a detailed bug report. */
export const SUPPORT_LIMITS = {
  subjectMax: 150,
  messageMax: 5000,
  /** Messages one client may send per minute (spam guard). */
  perMinute: 5,
} as const;

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

export const SUPPORT_TEXT = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${SUPPORT_LIMITS.subjectMax} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${SUPPORT_LIMITS.messageMax} characters`,
  sent: 'Thanks! Your message has been sent. We reply by email within one business day.',
  sendFailed: 'Your message could not be sent. Please try again.',
  tooMany: 'Too many messages. Please wait a minute and try again.',
  notFound: 'Support message not found',
} as const;

/** POST /api/support/messages: the sender's name and email come from the account. */
export const supportMessageBodySchema = z.object({
  subject: z
    .string({ error: SUPPORT_TEXT.subjectRequired })
    .trim()
    .min(1, SUPPORT_TEXT.subjectRequired)
    .max(SUPPORT_LIMITS.subjectMax, SUPPORT_TEXT.subjectTooLong),
  message: z
    .string({ error: SUPPORT_TEXT.messageRequired })
    .trim()
    .min(1, SUPPORT_TEXT.messageRequired)
    .max(SUPPORT_LIMITS.messageMax, SUPPORT_TEXT.messageTooLong),
});
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: supportStatusSchema,
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** The admin's view adds who wrote it (a deleted account leaves userId null). */
export const supportMessageWithSenderSchema = supportMessageSchema.extend({
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
});
export type SupportMessageWithSender = z.infer<typeof supportMessageWithSenderSchema>;

/** GET /api/support/messages: the caller's own messages, newest first. */
export const OWN_SUPPORT_MESSAGES_LIMIT = 20;
export const supportMessageListSchema = z.array(supportMessageSchema);
