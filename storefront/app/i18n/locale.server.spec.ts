import { detectLocale, fromAcceptLanguage, requireRouteLocale } from './locale.server';

function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, { headers });
}

describe('detectLocale', () => {
  it('prefers the path segment over the query string, the cookie and Accept-Language', () => {
    const detected = detectLocale(
      request('/sv/c/batterier?locale=fr', { cookie: 'locale=da', 'accept-language': 'it' }),
    );
    expect(detected.locale).toBe('sv');
  });

  it('uses the query string, then the cookie, then Accept-Language', () => {
    expect(detectLocale(request('/?locale=fr', { cookie: 'locale=da' })).locale).toBe('fr');
    expect(
      detectLocale(request('/', { cookie: 'theme=dark; locale=da', 'accept-language': 'it' })).locale,
    ).toBe('da');
    expect(detectLocale(request('/', { 'accept-language': 'de-DE, it;q=0.8, en;q=0.5' })).locale).toBe('it');
  });

  it('falls back to English', () => {
    expect(detectLocale(request('/', { 'accept-language': 'de-DE' })).locale).toBe('en');
  });

  it('ignores an unknown path segment and a bad query value', () => {
    expect(detectLocale(request('/xx/c/foo?locale=zz', { cookie: 'locale=nb' })).locale).toBe('nb');
  });

  it('writes the chosen locale back to the cookie only when it changes', () => {
    expect(detectLocale(request('/fi')).setCookie).toMatch(/^locale=fi; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(detectLocale(request('/fi', { cookie: 'locale=fi' })).setCookie).toBeNull();
  });
});

describe('fromAcceptLanguage', () => {
  it('orders by quality and maps Norwegian to Bokmål', () => {
    expect(fromAcceptLanguage('de;q=0.9, no;q=0.8, sv;q=0.7')).toBe('nb');
    expect(fromAcceptLanguage('en;q=0.1, fi-FI')).toBe('fi');
    expect(fromAcceptLanguage('fi;q=0, *')).toBeNull();
    expect(fromAcceptLanguage(null)).toBeNull();
  });
});

describe('requireRouteLocale', () => {
  it('answers 404 for a locale segment that is not a shop language', () => {
    let thrown: unknown;
    try {
      requireRouteLocale(request('/xx/c/foo'), { locale: 'xx' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      init: { status: 404 },
      data: { reason: 'unknown-locale', requested: 'xx' },
    });
  });

  it('detects the locale when the path has no segment', () => {
    expect(requireRouteLocale(request('/c/foo', { cookie: 'locale=it' }), {})).toBe('it');
  });
});
