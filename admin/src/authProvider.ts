import type { Permission } from '@tradeshop/shared';
import { HttpError, type AuthProvider } from 'react-admin';
import { httpClient } from './httpClient';

interface AdminUser {
  id: number | string;
  email: string;
  name: string;
  roleName: string;
  permissions: Permission[];
}

interface Credentials {
  username: string;
  password: string;
}

// The last user the server confirmed; undefined means not signed in as far as this tab knows.
let currentUser: AdminUser | undefined;
let pendingUser: Promise<AdminUser> | undefined;

// react-admin checks the session from several places at once on start-up; they share one request.
function fetchCurrentUser(): Promise<AdminUser> {
  pendingUser ??= httpClient('/admin/user/get-current-user')
    .then(({ json }) => {
      currentUser = json as AdminUser;
      return currentUser;
    })
    .finally(() => {
      pendingUser = undefined;
    });
  return pendingUser;
}

async function knownUser(): Promise<AdminUser> {
  return currentUser ?? fetchCurrentUser();
}

export const authProvider: AuthProvider = {
  async login({ username, password }: Credentials) {
    // A 401 rejects with the server's message, which the login form shows as it is.
    const { json } = await httpClient('/admin/login', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    });
    currentUser = json as AdminUser;
  },

  async logout() {
    if (currentUser === undefined) return;
    currentUser = undefined;
    // The session may already be gone on the server; the user is signed out here either way.
    await httpClient('/admin/logout', { method: 'POST' }).catch(() => undefined);
  },

  async checkAuth() {
    const wasSignedIn = currentUser !== undefined;
    try {
      await fetchCurrentUser();
    } catch (error) {
      currentUser = undefined;
      if (error instanceof HttpError && error.status === 401) {
        // Only a session that ended while in use deserves a notice; a first visit just shows the login page.
        throw wasSignedIn ? new Error('ra.auth.auth_check_error') : { message: false };
      }
      throw error;
    }
  },

  async checkError(error: unknown) {
    if (error instanceof HttpError && error.status === 401) {
      currentUser = undefined;
      throw new Error('ra.notification.logged_out');
    }
    // 403 means the user lacks a permission, not that the session ended.
  },

  async getIdentity() {
    const user = await knownUser();
    return { id: user.id, fullName: user.name };
  },

  async getPermissions() {
    const user = await knownUser();
    return user.permissions;
  },
};
