/** Paths inside the back-office app: letters, digits and the few marks its routes and queries use. */
const ADMIN_APP_PATH = /^[A-Za-z0-9][A-Za-z0-9\-_.~/%?=&]*$/;

/**
 * The back-office screen a deeplink may lead to, as a path inside the app without its leading slash
 * (`products/12/show`), or null for anything that could leave the app: another host, a scheme, `..`.
 */
export function deeplinkTarget(target: unknown): string | null {
  if (typeof target !== 'string' || target.length > 500) return null;
  const path = target.replace(/^(\/#\/|#\/|\/)/, '');
  if (!ADMIN_APP_PATH.test(path) || path.includes('//') || path.split(/[/?]/).includes('..')) return null;
  return path;
}
