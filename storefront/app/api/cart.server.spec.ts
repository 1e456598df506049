import { isDocumentRequest, refererPath } from './cart.server';

const request = (headers: Record<string, string>) =>
  new Request('https://shop.example/fi/cart/add/7', { method: 'POST', headers });

describe('isDocumentRequest', () => {
  it('is true for a form the browser posts itself, without JavaScript', () => {
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'navigate' }))).toBe(true);
  });

  it('is false for the fetch of a hydrated page, which wants data back', () => {
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'cors' }))).toBe(false);
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'same-origin' }))).toBe(false);
  });

  it('treats a browser that does not say as a page load', () => {
    expect(isDocumentRequest(request({}))).toBe(true);
  });
});

describe('refererPath', () => {
  it('goes back to the page on this site the form was on', () => {
    expect(refererPath(request({ referer: 'https://shop.example/fi/p/aa-battery?tab=specs' }))).toBe(
      '/fi/p/aa-battery?tab=specs',
    );
  });

  it('never leads to another site', () => {
    expect(refererPath(request({ referer: 'https://evil.example/fi/cart' }))).toBeNull();
    expect(refererPath(request({ referer: 'not a url' }))).toBeNull();
    expect(refererPath(request({}))).toBeNull();
  });
});
