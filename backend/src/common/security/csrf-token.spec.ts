import { issueCsrfToken, isValidCsrfToken } from './csrf-token';

describe('CSRF tokens', () => {
  const secret = 'a'.repeat(32);

  it('accepts a token that matches its cookie and was issued with the secret', () => {
    const token = issueCsrfToken(secret);
    expect(isValidCsrfToken(token, token, secret)).toBe(true);
  });

  it('refuses a token that differs from the cookie', () => {
    expect(isValidCsrfToken(issueCsrfToken(secret), issueCsrfToken(secret), secret)).toBe(false);
  });

  it('refuses a token forged without the secret, even when cookie and header agree', () => {
    const forged = issueCsrfToken('b'.repeat(32));
    expect(isValidCsrfToken(forged, forged, secret)).toBe(false);
  });

  it('refuses a missing token', () => {
    expect(isValidCsrfToken(undefined, undefined, secret)).toBe(false);
  });
});
