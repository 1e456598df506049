import { sameSitePath } from './same-site-path';

describe('where a form may send the visitor back to', () => {
  it.each(['/fi/account', '/fi/c/alkaline-batteries?page=2', '/en/search/products?term=aa#results'])(
    'keeps a path on this site: %s',
    (path) => {
      expect(sameSitePath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '',
  ])('refuses anything that could lead elsewhere: %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('refuses a missing value or an uploaded file', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(new File([], 'x'))).toBeNull();
  });
});
