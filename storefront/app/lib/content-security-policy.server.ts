import { randomBytes } from 'node:crypto';

/** A fresh nonce for one page: the only inline scripts that run are those React Router writes with it. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The storefront's pages load scripts from the shop's own address, plus the inline ones carrying this page's
 * nonce (React Router's context, scroll restoration, streamed data). Styles may be inline (style attributes);
 * pictures may come from anywhere over https (product images can be external). Never shown in a frame.
 */
export function storefrontContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self'",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
