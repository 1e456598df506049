import { SetMetadata } from '@nestjs/common';

export const CSRF_ON_READ = 'csrf:on-read';

/**
 * For the few GET routes the spec fixes that still change something (they mint a login link, or a new
 * two-factor secret): the CSRF token is required as on any POST, so a link on another site cannot trigger them.
 */
export const CsrfEvenOnRead = () => SetMetadata(CSRF_ON_READ, true);
