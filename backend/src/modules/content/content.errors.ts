import { DomainError } from '../../common/errors/domain-error';

export const contentPageNotFound = (slug: string) =>
  new DomainError('CONTENT_PAGE_NOT_FOUND', `No page is called '${slug}' in this language`);
