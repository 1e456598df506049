import { DomainError } from '../../../common/errors/domain-error';

/** Why a placed order cannot switch to the payment method asked for. */
export const PAYMENT_CHANGE_MESSAGES = {
  notAvailable: 'This payment method is not available for this order',
  otherFee: 'This payment method has another fee than the order was placed with; it cannot be chosen now',
} as const;

export const paymentOptionRefused = (message: string) =>
  new DomainError('VALIDATION_FAILED', message, [{ field: 'paymentProviderId', reason: message }]);
