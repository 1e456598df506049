/**
 * The address shoppers and search engines see (`PUBLIC_URL`, as the backend reads it), so canonical links stay
 * right behind a proxy that ends TLS; without it, the origin of the request.
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(request.url).origin;
}
