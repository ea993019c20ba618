import { describe, expect, it } from 'vitest';
import { BILLING_TEXT } from '../../../../contract/billing.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { checkoutFailureMessage } from './checkout-failure.ts';

const apiError = (serverMessage: string | undefined, hadJsonBody = true) =>
  new ApiError(500, serverMessage, undefined, 'Internal Server Error', hadJsonBody);

describe('checkout failure texts (SPEC §8)', () => {
  it('shows a server text that already names the checkout failure as is', () => {
    const text = 'Failed to create checkout session: card declined';
    expect(checkoutFailureMessage(apiError(text))).toBe(text);
  });

  it('puts any other server text after the checkout failure prefix', () => {
    expect(checkoutFailureMessage(apiError('Stripe is down'))).toBe(
      'Failed to create checkout session: Stripe is down',
    );
    expect(BILLING_TEXT.checkoutFailed('x').startsWith(BILLING_TEXT.checkoutFailedPrefix)).toBe(
      true,
    );
  });

  it("gives SPEC's checkout text, not the sign-in network text, when no answer came", () => {
    expect(checkoutFailureMessage(new NetworkError())).toBe(BILLING_TEXT.checkoutStartFailed);
    expect(BILLING_TEXT.checkoutStartFailed).toBe(
      'Failed to start checkout process. Please try again.',
    );
  });

  it('falls back to the generic text without a server reason', () => {
    expect(checkoutFailureMessage(apiError(undefined))).toBe(BILLING_TEXT.checkoutStartFailed);
    expect(checkoutFailureMessage(new Error('boom'))).toBe(BILLING_TEXT.checkoutStartFailed);
  });
});
