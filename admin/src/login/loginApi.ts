import { HttpError } from 'react-admin';
import { httpClient } from '../httpClient';

export interface TwoFactorSetupData {
  secret: string;
  otpauthUrl: string;
  /** A data: URL of the QR code image. */
  qrCode: string;
}

export interface SetPasswordLinkInfo {
  email: string;
  invitation: boolean;
}

/** The message to show for a failed request: the server's own words, which name the field and the fix. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError || error instanceof Error) return error.message;
  return String(error);
}

export async function startTwoFactorSetup(): Promise<TwoFactorSetupData> {
  const { json } = await httpClient('/admin/login/2fa-setup');
  return json as TwoFactorSetupData;
}

export async function confirmTwoFactorSetup(code: string): Promise<void> {
  await httpClient('/admin/login/2fa-verify', { method: 'POST', body: JSON.stringify({ code }) });
}

export async function resetMyTwoFactor(proof: { password: string }): Promise<void> {
  await httpClient('/admin/user/reset-my-2fa-secret', { method: 'PUT', body: JSON.stringify(proof) });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await httpClient('/admin/login/lostpassword', { method: 'POST', body: JSON.stringify({ email }) });
}

export async function describeSetPasswordLink(token: string): Promise<SetPasswordLinkInfo> {
  const { json } = await httpClient(`/admin/login/reset-password?token=${encodeURIComponent(token)}`);
  return json as SetPasswordLinkInfo;
}

export async function setPassword(values: { token: string; password: string; passwordRepeat: string }) {
  await httpClient('/admin/login/reset-password', { method: 'POST', body: JSON.stringify(values) });
}
