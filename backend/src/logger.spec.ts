import { redactTokens } from './logger';

describe('request log addresses', () => {
  it('hides the token of a single-use link in the query and in the path', () => {
    expect(redactTokens('/admin/login/reset-password?token=abc.DEF-123&x=1')).toBe(
      '/admin/login/reset-password?token=[redacted]&x=1',
    );
    expect(redactTokens('/admin/login/token?token=secret')).toBe('/admin/login/token?token=[redacted]');
    expect(redactTokens('/api/shop/account/password-reset/Zm9vYmFy?x=1')).toBe(
      '/api/shop/account/password-reset/[redacted]?x=1',
    );
    expect(redactTokens('/en/account/reset-password/Zm9vYmFy')).toBe('/en/account/reset-password/[redacted]');
    expect(redactTokens('/fi/newsletter/confirm/Zm9vYmFy?x=1')).toBe('/fi/newsletter/confirm/[redacted]?x=1');
  });

  it('leaves other addresses as they are', () => {
    expect(redactTokens('/api/shop/search?term=token')).toBe('/api/shop/search?term=token');
  });
});
