import type { Permission } from '@tradeshop/shared';
import { HttpError, type AuthProvider } from 'react-admin';
import { httpClient } from './httpClient';

export interface AdminUser {
  id: number | string;
  email: string;
  name: string;
  roleName: string;
  permissions: Permission[];
  twoFactorEnabled: boolean;
}

/** What a login still needs after a step: nothing, the code, or setting two-factor login up first. */
export type LoginStatus = 'logged-in' | 'two-factor-required' | 'two-factor-setup-required';
export type SecondStep = Exclude<LoginStatus, 'logged-in'>;

interface LoginAnswer {
  status: LoginStatus;
  user?: AdminUser;
}

/**
 * The login form's steps: the password, then (if the account has or needs it) the authenticator code. `then` is
 * the screen to open once logged in, kept through the steps.
 */
export type LoginParams = ({ username: string; password: string } | { step: SecondStep; code: string }) & {
  then?: string;
};

/** The login page at a step; the step lives in the address, so a reload or a token login link resumes it. */
export function loginStepPath(step?: SecondStep, then?: string): string {
  const search = new URLSearchParams();
  if (step) search.set('step', step);
  if (then) search.set('redirect', then);
  const query = search.toString();
  return query ? `/login?${query}` : '/login';
}

const SECOND_STEP_ENDPOINT: Record<SecondStep, string> = {
  'two-factor-required': '/admin/login/2fa',
  'two-factor-setup-required': '/admin/login/2fa-verify',
};

/** 401 answers that mean "wrong input", not "the session ended": the form shows them, nobody is logged out. */
const WRONG_INPUT_ERRORS = new Set(['INVALID_CREDENTIALS', 'TWO_FACTOR_CODE_INVALID']);

/** Nobody is signed in: the server said so (a 401), and nothing since (a login) says otherwise. */
const SIGNED_OUT = null;

// The last user the server confirmed; SIGNED_OUT once the server answered 401 (kept until a login, so that a
// first visit asks once and shows the login form at once); undefined means not asked yet.
let currentUser: AdminUser | typeof SIGNED_OUT | undefined;
let pendingUser: Promise<AdminUser> | undefined;

function signedOut(): HttpError {
  return new HttpError('ra.auth.auth_check_error', 401, { error: 'NOT_AUTHENTICATED' });
}

// react-admin checks the session from several places at once on start-up; they share one request.
function fetchCurrentUser(): Promise<AdminUser> {
  pendingUser ??= httpClient('/admin/user/get-current-user')
    .then(({ json }) => {
      currentUser = json as AdminUser;
      return currentUser;
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 401) currentUser = SIGNED_OUT;
      throw error;
    })
    .finally(() => {
      pendingUser = undefined;
    });
  return pendingUser;
}

async function knownUser(): Promise<AdminUser> {
  if (currentUser === SIGNED_OUT) throw signedOut();
  return currentUser ?? fetchCurrentUser();
}

/** Forgets the user this tab knows, so that the next check asks the server (e.g. after a 2FA change). */
export function forgetCurrentUser(): void {
  currentUser = undefined;
}

function isWrongInput(error: unknown): boolean {
  return error instanceof HttpError && WRONG_INPUT_ERRORS.has(String(error.body?.error));
}

export const authProvider: AuthProvider = {
  // A 401 or 429 rejects with the server's message, which the login form shows as it is.
  async login(params: LoginParams): Promise<{ redirectTo: string } | undefined> {
    const request =
      'step' in params
        ? { url: SECOND_STEP_ENDPOINT[params.step], body: { code: params.code } }
        : { url: '/admin/login', body: { username: params.username, password: params.password } };
    const { json } = await httpClient(request.url, { method: 'POST', body: JSON.stringify(request.body) });
    const answer = json as LoginAnswer;
    // A second step is owed: react-admin goes to the login page at that step instead of the app.
    if (answer.status !== 'logged-in') return { redirectTo: loginStepPath(answer.status, params.then) };
    currentUser = answer.user;
    return undefined;
  },

  async logout() {
    if (!currentUser) return;
    currentUser = SIGNED_OUT;
    // The session may already be gone on the server; the user is signed out here either way.
    await httpClient('/admin/logout', { method: 'POST' }).catch(() => undefined);
  },

  async checkAuth() {
    // The server already said nobody is signed in: the login form shows at once, without asking again.
    if (currentUser === SIGNED_OUT) throw { message: false };
    const wasSignedIn = currentUser !== undefined;
    try {
      await fetchCurrentUser();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        // Only a session that ended while in use deserves a notice; a first visit just shows the login page.
        throw wasSignedIn ? new Error('ra.auth.auth_check_error') : { message: false };
      }
      throw error;
    }
  },

  async checkError(error: unknown) {
    if (error instanceof HttpError && error.status === 401 && !isWrongInput(error)) {
      currentUser = SIGNED_OUT;
      throw new Error('ra.notification.logged_out');
    }
    // 403 means the user lacks a permission, not that the session ended.
  },

  async getIdentity() {
    const user = await knownUser();
    return { id: user.id, fullName: user.name };
  },

  // Nobody signed in has no permissions. Rejecting instead would make react-admin log out and go to the login
  // page again each time the permissions are asked for, even from the lost-password page (checkAuth already
  // sends a visitor to the login form).
  async getPermissions(): Promise<Permission[]> {
    try {
      return (await knownUser()).permissions;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return [];
      throw error;
    }
  },
};

/** Ends a half-finished login (password given, second factor still owed) on the server. */
export async function abandonPendingLogin(): Promise<void> {
  await httpClient('/admin/logout', { method: 'POST' }).catch(() => undefined);
}
