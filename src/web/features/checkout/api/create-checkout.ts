/**
 * Checkout, shared by /billing's plan picker and the usage limit dialog's Upgrade Plan (so that
 * neither feature imports the other).
 */
import { useMutation } from '@tanstack/react-query';
import type { CreateCheckoutBody } from '../../../../contract/billing.ts';
import { answer, api } from '../../../lib/api-client.ts';

/** SPEC §7: the answer's url is where the browser goes (Stripe, or the demo checkout). */
export const useCreateCheckout = () =>
  useMutation({
    mutationFn: (body: CreateCheckoutBody) =>
      answer(api.POST('/api/stripe/create-checkout-session', { body })),
  });
