import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The back office (react-admin, /admin/) and the API documentation load only their own bundled scripts. Styles
 * may be inline: MUI's emotion writes <style> elements at run time. Pictures may come from anywhere over https
 * (product images can be external), nothing else may.
 */
export const BACK_OFFICE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API answers, documents and media are never pages: opened on their own they run and load nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const HTML_PAGES = /^\/(admin|api\/docs)(\/|$)/;
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer of the backend carries (OWASP ASVS V14.4): no type sniffing, no referrer sent to other
 * sites beyond the origin, never in a frame, HTTPS only once the shop is served over it. The storefront's pages
 * set their own Content-Security-Policy (with a nonce per page, see storefront/app/entry.server.tsx); routes
 * that serve files may set a stricter one.
 */
export function securityHeaders(publicUrl: string, isBackendPath: (path: string) => boolean): RequestHandler {
  const https = publicUrl.startsWith('https://');
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    if (https) response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (HTML_PAGES.test(request.path)) {
      response.setHeader('Content-Security-Policy', BACK_OFFICE_CONTENT_SECURITY_POLICY);
    } else if (isBackendPath(request.path)) {
      response.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
    next();
  };
}
