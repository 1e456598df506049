import { DomainError } from '../../common/errors/domain-error';

/** The storefront's wording for payment outcomes (storefront spec §8). */
export const PAYMENT_MESSAGES = {
  cancelled: 'Checkout cancelled: the payment was cancelled. Please go back to the cart.',
  failed: 'Error during payment. Please try again or choose another payment method.',
  alreadyPaid: 'Order already paid',
  changeNotAllowed: 'Payment change no longer allowed',
} as const;

export const orderNotFound = (number: string) =>
  new DomainError('ORDER_NOT_FOUND', `You have no order with the number ${number}`);
export const paymentNotFound = () => new DomainError('PAYMENT_NOT_FOUND', 'No such payment');
export const orderAlreadyPaid = () => new DomainError('ORDER_ALREADY_PAID', PAYMENT_MESSAGES.alreadyPaid);
export const paymentChangeNotAllowed = () =>
  new DomainError('PAYMENT_CHANGE_NOT_ALLOWED', PAYMENT_MESSAGES.changeNotAllowed);
export const illegalTransition = (kind: string, from: string, event: string) =>
  new DomainError('ORDER_ILLEGAL_TRANSITION', `The ${kind} state ${from} does not allow ${event}`);
