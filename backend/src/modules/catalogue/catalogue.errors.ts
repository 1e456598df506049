import { DomainError } from '../../common/errors/domain-error';

export const categoryNotFound = (slug: string) =>
  new DomainError('CATEGORY_NOT_FOUND', `No category is called '${slug}' in this language`);
export const productNotFound = (slug: string) =>
  new DomainError('PRODUCT_NOT_FOUND', `No product is called '${slug}' in this language`);
