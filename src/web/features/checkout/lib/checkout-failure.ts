import { BILLING_TEXT } from '../../../../contract/billing.ts';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';

/**
 * SPEC §8's checkout failure texts: the server's reason in 'Failed to create checkout session: …'
 * (as is when the server already wrote it so), else the generic one (also when the network failed).
 */
export function checkoutFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return error.serverMessage.startsWith(BILLING_TEXT.checkoutFailedPrefix)
      ? error.serverMessage
      : BILLING_TEXT.checkoutFailed(error.serverMessage);
  }
  // SPEC §8: any other failure, a network one included, gets the generic checkout text.
  if (error instanceof ApiError) return failureMessage(error, BILLING_TEXT.checkoutStartFailed);
  return BILLING_TEXT.checkoutStartFailed;
}
