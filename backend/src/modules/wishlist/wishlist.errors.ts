import { DomainError } from '../../common/errors/domain-error';

export const wishlistTokenInvalid = () =>
  new DomainError(
    'WISHLIST_TOKEN_INVALID',
    'The wishlist button has expired. Please reload the page and try again.',
  );
export const wishlistProductNotFound = (productId: number) =>
  new DomainError('PRODUCT_NOT_FOUND', `No product has the id ${productId}`);
