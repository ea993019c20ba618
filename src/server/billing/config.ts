import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Stripe settings. Without STRIPE_SECRET_KEY the demo checkout is used (DESIGN D7). The API
 * host, port and protocol point the SDK elsewhere (tests use a local fake Stripe server).
 */
export const billingEnvSchema = z.object({
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
});

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string | undefined;
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
};

/** The Stripe settings, or undefined for the demo checkout. */
export function toStripeSettings(
  parsed: z.infer<typeof billingEnvSchema>,
): StripeSettings | undefined {
  if (!parsed.STRIPE_SECRET_KEY) return undefined;
  return {
    secretKey: parsed.STRIPE_SECRET_KEY,
    webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
    host: parsed.STRIPE_API_HOST,
    port: parsed.STRIPE_API_PORT,
    protocol: parsed.STRIPE_API_PROTOCOL,
  };
}
