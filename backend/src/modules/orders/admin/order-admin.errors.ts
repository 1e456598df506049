import { DomainError } from '../../../common/errors/domain-error';

/** The back office names orders by id (the shop's message names them by number). */
export const adminOrderNotFound = (id: number) =>
  new DomainError('ORDER_NOT_FOUND', `There is no order with the id ${id}`);
