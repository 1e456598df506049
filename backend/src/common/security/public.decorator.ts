import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Opens a back-office route to anonymous callers (login, CSRF token). Everything else under /admin is closed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
