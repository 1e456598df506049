import { deeplinkTarget } from './deeplink-target';

describe('deeplinkTarget', () => {
  it.each([
    ['products/12/show', 'products/12/show'],
    ['/products/12', 'products/12'],
    ['#/jobs', 'jobs'],
    ['/#/categories?filter=%7B%7D', 'categories?filter=%7B%7D'],
  ])('keeps the back-office path %s as %s', (target, expected) => {
    expect(deeplinkTarget(target)).toBe(expected);
  });

  it.each([
    ['another host', '//evil.test/products'],
    ['a scheme', 'https://evil.test'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a backslash host', '/\\evil.test'],
    ['a way up', 'products/../../etc'],
    ['an empty target', ''],
    ['no target', undefined],
    ['a very long target', 'a'.repeat(501)],
  ])('refuses %s', (_case, target) => {
    expect(deeplinkTarget(target)).toBeNull();
  });
});
