/**
 * The bad-input catalogue: requests a careless client or an attacker sends, by class, each with the refusal it
 * must get. Every case is sent as the named principal with its session and form token, so that what answers is
 * the input's check, not the login or the CSRF guard.
 */
export type Principal = 'anonymous' | 'customer' | 'administrator';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const CASE_CLASSES = [
  'types',
  'sizes',
  'encodings',
  'sql-ish sort and filter names',
  'over-long strings',
  'negative and huge numbers',
  'decimal quantities for a precision-0 unit',
  'dates in the past or on weekends',
  'invalid UTF-8',
  'JSON of the wrong shape',
  'duplicate keys',
  'prototype-pollution keys',
  '10 MB bodies',
  'unknown locales and stores',
  'HTML and script in text fields',
] as const;
export type CaseClass = (typeof CASE_CLASSES)[number];

/** A body sent as these exact bytes (invalid JSON, duplicate keys, broken UTF-8), with its content type. */
export interface RawBody {
  raw: Buffer | string;
  contentType: string;
}

export interface BadInputCase {
  class: CaseClass;
  what: string;
  method: Method;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  as: Principal;
  /** The refusal expected; a list where either is right (the login says "wrong e-mail or password" or "invalid"). */
  status: number | readonly number[];
}

/** What the cases refer to in the seeded shop. */
export interface CatalogueFixture {
  productSlug: string;
  productId: number;
  /** A product sold by the piece (unit precision 0). */
  pieceProductId: number;
  categorySlug: string;
  categoryId: number;
  customerId: number;
  addressId: number;
  userId: number;
}

export const raw = (text: string | Buffer, contentType = 'application/json'): RawBody => ({
  raw: text,
  contentType,
});
export const isRaw = (body: unknown): body is RawBody =>
  typeof body === 'object' && body !== null && 'raw' in body && 'contentType' in body;

const TEN_MB = 10 * 1024 * 1024;
/** A JSON object of about 10 MB: one long string field. */
const tenMegabytes = () => raw(`{"text":"${'a'.repeat(TEN_MB)}"}`);
const oneMegabyte = () => raw(`{"text":"${'a'.repeat(1024 * 1024)}"}`);

const SCRIPT = '<script>alert(document.cookie)</script>';
const IMG = '"><img src=x onerror=alert(1)>';

/** An address a shopper may send, valid in every field. */
const address = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  street: 'Mannerheimintie 1',
  postcode: '00100',
  city: 'Helsinki',
  country: 'FI',
  type: 'delivery',
};

/** The registration form, valid in every field but the one a case breaks. */
const registration = {
  firstname: 'Eero',
  lastname: 'Esimerkki',
  email: 'eero@example.test',
  emailRepeat: 'eero@example.test',
  password: 'a-long-enough-password-2026',
  passwordRepeat: 'a-long-enough-password-2026',
  companyName: 'Esimerkki Oy',
  organizationNumber: '0112038-9',
  termsAccepted: true,
  locale: 'fi',
};

const application = {
  firstname: 'Eero',
  lastname: 'Esimerkki',
  street: 'Mannerheimintie 1',
  postcode: '00100',
  city: 'Helsinki',
  country: 'FI',
  companyName: 'Esimerkki Oy',
  organizationNumber: '0112038-9',
  email: 'eero@example.test',
  locale: 'fi',
};

const contact = {
  name: 'Eero Esimerkki',
  email: 'eero@example.test',
  locale: 'fi',
  subject: 'A question',
  message: 'Do you sell batteries?',
};

export function badInputCases(f: CatalogueFixture): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const add = (c: BadInputCase) => cases.push(c);
  const shopLocales = (path: string) => `${path}${path.includes('?') ? '&' : '?'}`;

  // ── types: a field of the wrong JSON type ─────────────────────────────────────────────────────────────────
  const wrongTypes: [string, unknown][] = [
    ['a number', 12345],
    ['an array', ['1']],
    ['an object', { value: '1' }],
    ['null', null],
    ['a boolean', true],
  ];
  for (const [what, value] of wrongTypes) {
    add({
      class: 'types',
      what: `cart line productId as ${what}`,
      method: 'POST',
      path: '/api/shop/cart/items?locale=en',
      body: { productId: value === 12345 ? 'abc' : value, quantity: '1' },
      as: 'customer',
      status: 400,
    });
    add({
      class: 'types',
      what: `address firstname as ${what}`,
      method: 'POST',
      path: '/api/shop/account/addresses',
      body: { ...address, firstname: value },
      as: 'customer',
      status: 400,
    });
    add({
      class: 'types',
      what: `newsletter e-mail as ${what}`,
      method: 'POST',
      path: '/api/shop/newsletter/subscriptions',
      body: { email: value, locale: 'en' },
      as: 'anonymous',
      status: 400,
    });
    add({
      class: 'types',
      what: `contact message as ${what}`,
      method: 'POST',
      path: '/api/shop/contact-messages',
      body: { ...contact, message: value },
      as: 'anonymous',
      status: 400,
    });
    if (value !== null)
      add({
        class: 'types',
        what: `admin product filter as ${what}`,
        method: 'GET',
        path: `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ stockStatus: value }))}`,
        as: 'administrator',
        status: 400,
      });
  }
  add({
    class: 'types',
    what: 'shop login with numbers for e-mail and password',
    method: 'POST',
    path: '/api/shop/account/login',
    body: { email: 12345, password: 12345 },
    as: 'anonymous',
    status: [400, 401],
  });
  add({
    class: 'types',
    what: 'spec door token login link without an id',
    method: 'GET',
    path: '/admin/user/get-token-login-link',
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'types',
    what: 'spec door disable 2FA without an id',
    method: 'DELETE',
    path: '/admin/user/disable-2fa',
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'types',
    what: 'spec door reset 2FA secret without an id',
    method: 'PUT',
    path: '/admin/user/reset-2fa-secret',
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'types',
    what: 'complete delivery as a string',
    method: 'PUT',
    path: '/api/shop/cart/complete-delivery?locale=en',
    body: { completeDelivery: 'yes' },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'types',
    what: 'terms accepted as a string in the registration',
    method: 'POST',
    path: '/api/shop/account/register',
    body: { ...registration, termsAccepted: 'true' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'types',
    what: 'voucher code as a number',
    method: 'POST',
    path: '/api/shop/cart/vouchers?locale=en',
    body: { code: 42 },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'types',
    what: 'tracking order number as an object',
    method: 'POST',
    path: '/api/shop/tracking',
    body: { orderNumber: { $ne: '' }, postcode: '00100', locale: 'en' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'types',
    what: 'profile locale as a number',
    method: 'PUT',
    path: '/api/shop/account/profile',
    body: { firstname: 'Aino', lastname: 'Virtanen', locale: 7 },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'types',
    what: 'admin customer block id that is not digits',
    method: 'POST',
    path: '/api/admin/customers/abc/block',
    as: 'administrator',
    status: 404,
  });
  add({
    class: 'types',
    what: 'admin role permissions as a string',
    method: 'POST',
    path: '/api/admin/roles',
    body: { name: 'Role of types', permissions: 'everything' },
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'types',
    what: 'admin customer group name as an array',
    method: 'POST',
    path: '/api/admin/customer-groups',
    body: { name: ['a', 'b'] },
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'types',
    what: 'admin list range as words',
    method: 'GET',
    path: '/api/admin/customers?range=[%22a%22,%22b%22]',
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'types',
    what: 'spec door user id as words',
    method: 'GET',
    path: '/admin/user/get?id=abc',
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'types',
    what: 'wishlist states product ids as words',
    method: 'GET',
    path: '/api/shop/wishlist/states?productIds=a,b',
    as: 'customer',
    status: 400,
  });
  add({
    class: 'types',
    what: 'fire-safety area as words',
    method: 'GET',
    path: '/api/shop/fire-safety-guide/recommendation?premises=office&areaM2=big&floors=1&locale=en',
    as: 'anonymous',
    status: 400,
  });

  // ── sizes: too many items, pages too large, empty where something is required ─────────────────────────────
  add({
    class: 'sizes',
    what: 'a listing page of 100,000 products',
    method: 'GET',
    path: `/api/shop/categories/${f.categorySlug}/products?locale=en&perPage=100000`,
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'a search page of 0 products',
    method: 'GET',
    path: '/api/shop/search?term=battery&locale=en&perPage=0',
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'a search term of two letters',
    method: 'GET',
    path: '/api/shop/search?term=ab&locale=en',
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'an admin range that ends before it starts',
    method: 'GET',
    path: '/api/admin/products?range=[10,2]',
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'an empty cart bulk update',
    method: 'PUT',
    path: '/api/shop/cart/items?locale=en',
    body: {},
    as: 'customer',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'a quick order of 5,000 lines',
    method: 'POST',
    path: '/api/shop/quick-order/preview',
    body: { locale: 'en', lines: Array.from({ length: 5000 }, () => ({ sku: 'X', quantity: '1' })) },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'an empty first name',
    method: 'POST',
    path: '/api/shop/account/addresses',
    body: { ...address, firstname: '' },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'a blank contact message',
    method: 'POST',
    path: '/api/shop/contact-messages',
    body: { ...contact, message: '   ' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'a products price list of 1,000 ids',
    method: 'GET',
    path: `/api/shop/prices?locale=en&products=${Array.from({ length: 1000 }, (_, i) => i + 1).join(',')}`,
    as: 'customer',
    status: 400,
  });
  add({
    class: 'sizes',
    what: 'a 1 MB body to the shop login',
    method: 'POST',
    path: '/api/shop/account/login',
    body: oneMegabyte(),
    as: 'anonymous',
    status: 413,
  });
  add({
    class: 'sizes',
    what: 'an empty body to the shop login',
    method: 'POST',
    path: '/api/shop/account/login',
    body: raw(''),
    as: 'anonymous',
    status: [400, 401],
  });

  // ── encodings: broken percent-encoding, NUL bytes, wrong content types ────────────────────────────────────
  for (const [what, id] of [
    ['a NUL byte', '%00'],
    ['an overlong dot', '%C0%AE%C0%AE'],
    ['a lone percent', '%'],
    ['a broken escape', '%E0%A4%A'],
    ['a dot-dot-slash', '..%2F..%2Fetc%2Fpasswd'],
  ] as const) {
    add({
      class: 'encodings',
      what: `product slug with ${what}`,
      method: 'GET',
      path: `/api/shop/products/${id}?locale=en`,
      as: 'anonymous',
      status: what === 'a dot-dot-slash' ? 404 : what === 'a NUL byte' ? [400, 404] : 400,
    });
    add({
      class: 'encodings',
      what: `content page slug with ${what}`,
      method: 'GET',
      path: `/api/shop/pages/${id}?locale=en`,
      as: 'anonymous',
      status: what === 'a dot-dot-slash' ? 404 : what === 'a NUL byte' ? [400, 404] : 400,
    });
  }
  add({
    class: 'encodings',
    what: 'admin product id with a NUL byte',
    method: 'GET',
    path: '/api/admin/products/1%00',
    as: 'administrator',
    status: 404,
  });
  add({
    class: 'encodings',
    what: 'order number with a NUL byte',
    method: 'GET',
    path: '/api/shop/orders/%00',
    as: 'customer',
    status: [400, 404],
  });
  add({
    class: 'encodings',
    what: 'payment retry with a NUL byte',
    method: 'POST',
    path: '/api/shop/orders/%00/payment/retry',
    as: 'customer',
    status: [400, 404],
  });
  add({
    class: 'encodings',
    what: 'datasheet of a NUL byte',
    method: 'GET',
    path: '/api/shop/products/%00/datasheet.pdf?locale=en',
    as: 'anonymous',
    status: [400, 404],
  });
  add({
    class: 'encodings',
    what: 'a search term with a NUL byte',
    method: 'GET',
    path: '/api/shop/search?term=bat%00tery&locale=en',
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'encodings',
    what: 'a login form sent as XML',
    method: 'POST',
    path: '/api/shop/account/login',
    body: raw('<login><email>a@b.c</email></login>', 'application/xml'),
    as: 'anonymous',
    status: [400, 401],
  });
  add({
    class: 'encodings',
    what: 'a cart line sent as plain text',
    method: 'POST',
    path: '/api/shop/cart/items?locale=en',
    body: raw(`productId=${f.productId}&quantity=1`, 'text/plain'),
    as: 'customer',
    status: 400,
  });
  add({
    class: 'encodings',
    what: 'JSON in UTF-16',
    method: 'POST',
    path: '/api/shop/newsletter/subscriptions',
    body: raw(
      Buffer.from('{"email":"a@b.test","locale":"en"}', 'utf16le'),
      'application/json; charset=utf-16',
    ),
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'encodings',
    what: 'JSON cut off midway',
    method: 'POST',
    path: '/api/shop/newsletter/subscriptions',
    body: raw('{"email":"a@b.test","loc'),
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'encodings',
    what: 'a NUL byte inside a JSON string',
    method: 'POST',
    path: '/api/shop/contact-messages',
    body: { ...contact, subject: 'Hello\u0000world' },
    as: 'anonymous',
    status: 400,
  });

  // ── SQL-ish sort and filter names ─────────────────────────────────────────────────────────────────────────
  const sqlNames = [
    'password_hash',
    'id; drop table product; --',
    "sku' or '1'='1",
    'id desc, (select 1)',
    '1',
    'p.id',
    '__proto__',
  ];
  for (const name of sqlNames) {
    add({
      class: 'sql-ish sort and filter names',
      what: `admin products sorted by ${name}`,
      method: 'GET',
      path: `/api/admin/products?sort=${encodeURIComponent(JSON.stringify([name, 'ASC']))}`,
      as: 'administrator',
      status: 400,
    });
    add({
      class: 'sql-ish sort and filter names',
      what: `admin customers sorted by ${name}`,
      method: 'GET',
      path: `/api/admin/customers?sort=${encodeURIComponent(JSON.stringify([name, 'ASC']))}`,
      as: 'administrator',
      status: 400,
    });
    add({
      class: 'sql-ish sort and filter names',
      what: `shop listing sorted by ${name}`,
      method: 'GET',
      path: `/api/shop/categories/${f.categorySlug}/products?locale=en&sort=${encodeURIComponent(name)}`,
      as: 'anonymous',
      status: 400,
    });
  }
  for (const direction of ['ASC; delete from customer', 'sideways']) {
    add({
      class: 'sql-ish sort and filter names',
      what: `admin users sorted ${direction}`,
      method: 'GET',
      path: `/api/admin/users?sort=${encodeURIComponent(JSON.stringify(['id', direction]))}`,
      as: 'administrator',
      status: 400,
    });
  }
  add({
    class: 'sql-ish sort and filter names',
    what: 'shop search sorted by a subquery',
    method: 'GET',
    path: `/api/shop/search?term=battery&locale=en&sort=${encodeURIComponent('(select password_hash from admin_user)')}`,
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'sql-ish sort and filter names',
    what: 'admin filter that is not JSON',
    method: 'GET',
    path: `/api/admin/products?filter=${encodeURIComponent("{sku: '1' or 1=1}")}`,
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'sql-ish sort and filter names',
    what: 'admin sort that is not JSON',
    method: 'GET',
    path: `/api/admin/products?sort=${encodeURIComponent('id; drop table product')}`,
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'sql-ish sort and filter names',
    what: 'shop listing filtered by a stock status that is SQL',
    method: 'GET',
    path: `/api/shop/categories/${f.categorySlug}/products?locale=en&stockStatusIds=${encodeURIComponent("in_stock' or 1=1 --")}`,
    as: 'anonymous',
    status: 400,
  });

  // ── over-long strings ─────────────────────────────────────────────────────────────────────────────────────
  const long = (n: number) => 'x'.repeat(n);
  add({
    class: 'over-long strings',
    what: 'address street of 201 characters',
    method: 'POST',
    path: '/api/shop/account/addresses',
    body: { ...address, street: long(201) },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'address phone of 41 characters',
    method: 'POST',
    path: '/api/shop/account/addresses',
    body: { ...address, phoneNumber: '1'.repeat(41) },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'address company of 100,000 characters',
    method: 'POST',
    path: '/api/shop/account/addresses',
    body: { ...address, company: long(100_000) },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'contact message of 5,001 characters',
    method: 'POST',
    path: '/api/shop/contact-messages',
    body: { ...contact, message: long(5001) },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'contact subject of 201 characters',
    method: 'POST',
    path: '/api/shop/contact-messages',
    body: { ...contact, subject: long(201) },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'application message of 2,001 characters',
    method: 'POST',
    path: '/api/shop/applications',
    body: { ...application, message: long(2001) },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'application company name of 201 characters',
    method: 'POST',
    path: '/api/shop/applications',
    body: { ...application, companyName: long(201) },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'tracking number of 65 characters',
    method: 'POST',
    path: '/api/shop/tracking',
    body: { trackingNumber: long(65), locale: 'en' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'a search term of 10,000 characters',
    method: 'GET',
    path: `/api/shop/search?term=${long(10_000)}&locale=en`,
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'a voucher code of 10,000 characters',
    method: 'POST',
    path: '/api/shop/cart/vouchers?locale=en',
    body: { code: long(10_000) },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'a login e-mail of 10,000 characters',
    method: 'POST',
    path: '/api/shop/account/login',
    body: { email: `${long(10_000)}@example.test`, password: 'x' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'a registration password of 10,000 characters',
    method: 'POST',
    path: '/api/shop/account/register',
    body: { ...registration, password: long(10_000), passwordRepeat: long(10_000) },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'an admin customer group name of 10,000 characters',
    method: 'POST',
    path: '/api/admin/customer-groups',
    body: { name: long(10_000) },
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'an admin role name of 10,000 characters',
    method: 'POST',
    path: '/api/admin/roles',
    body: { name: long(10_000), permissions: [] },
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'a quick-order text over 64 KiB',
    method: 'POST',
    path: '/api/shop/quick-order/preview',
    body: { locale: 'en', text: long(65_537) },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'over-long strings',
    what: 'a product slug of 5,000 characters',
    method: 'GET',
    path: `/api/shop/products/${long(5000)}?locale=en`,
    as: 'anonymous',
    status: 404,
  });

  // ── negative and huge numbers ────────────────────────────────────────────────────────────────────────────
  for (const quantity of [
    '-1',
    '0',
    '1e10',
    '1000000001',
    '1e309',
    'NaN',
    'Infinity',
    '-0',
    '0x10',
    '5 pieces',
  ]) {
    add({
      class: 'negative and huge numbers',
      what: `cart quantity ${quantity}`,
      method: 'POST',
      path: '/api/shop/cart/items?locale=en',
      body: { productId: f.pieceProductId, quantity },
      as: 'customer',
      status: 400,
    });
  }
  for (const id of ['-1', '0', '99999999999999999999', '2147483648', '1e3']) {
    add({
      class: 'negative and huge numbers',
      what: `admin product id ${id}`,
      method: 'GET',
      path: `/api/admin/products/${id}`,
      as: 'administrator',
      status: 404,
    });
    add({
      class: 'negative and huge numbers',
      what: `shop address id ${id}`,
      method: 'GET',
      path: `/api/shop/account/addresses/${id}`,
      as: 'customer',
      status: 404,
    });
  }
  add({
    class: 'negative and huge numbers',
    what: 'cart line product id beyond an integer',
    method: 'POST',
    path: '/api/shop/cart/items?locale=en',
    body: { productId: 2 ** 53, quantity: '1' },
    as: 'customer',
    status: 404,
  });
  add({
    class: 'negative and huge numbers',
    what: 'cart line product id negative',
    method: 'POST',
    path: '/api/shop/cart/items?locale=en',
    body: { productId: -5, quantity: '1' },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'negative and huge numbers',
    what: 'listing page -1',
    method: 'GET',
    path: `/api/shop/categories/${f.categorySlug}/products?locale=en&page=-1`,
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'negative and huge numbers',
    what: 'search page 1e20',
    method: 'GET',
    path: '/api/shop/search?term=battery&locale=en&page=100000000000000000000',
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'negative and huge numbers',
    what: 'fire-safety area negative',
    method: 'GET',
    path: '/api/shop/fire-safety-guide/recommendation?premises=office&areaM2=-100&floors=1&locale=en',
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'negative and huge numbers',
    what: 'fire-safety floors a billion',
    method: 'GET',
    path: '/api/shop/fire-safety-guide/recommendation?premises=office&areaM2=100&floors=1000000000&locale=en',
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'negative and huge numbers',
    what: 'admin range starting negative',
    method: 'GET',
    path: '/api/admin/customers?range=[-10,5]',
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'negative and huge numbers',
    what: 'cart line change to -3 of a line that is not there',
    method: 'PATCH',
    path: '/api/shop/cart/items/999999?locale=en',
    body: { quantity: '-3' },
    as: 'customer',
    status: 404,
  });
  add({
    class: 'negative and huge numbers',
    what: 'shop order history page 0',
    method: 'GET',
    path: '/api/shop/orders?page=0',
    as: 'customer',
    status: 400,
  });
  add({
    class: 'negative and huge numbers',
    what: 'admin customer group member id beyond an integer',
    method: 'POST',
    path: '/api/admin/customer-groups/1/members',
    body: { customerId: 1e20 },
    as: 'administrator',
    status: 404,
  });

  // ── decimal quantities for a precision-0 unit ────────────────────────────────────────────────────────────
  // A decimal is rounded half up to the unit's precision by the one quantity rule (shared/domain/quantities.ts),
  // so 1.5 pieces become 2: what must be refused is a decimal that rounds to no piece at all.
  for (const quantity of ['0.1', '0.4', '0,3', '.2', '0.49999', '4e-1']) {
    add({
      class: 'decimal quantities for a precision-0 unit',
      what: `quantity ${quantity} of a piece`,
      method: 'POST',
      path: '/api/shop/cart/items?locale=en',
      body: { productId: f.pieceProductId, quantity },
      as: 'customer',
      status: 400,
    });
  }
  add({
    class: 'decimal quantities for a precision-0 unit',
    what: 'quick order line of 1.5 pieces',
    method: 'POST',
    path: '/api/shop/quick-order/add',
    body: { locale: 'en', lines: [{ sku: 'NOT-A-SKU', quantity: '1.5' }] },
    as: 'customer',
    status: 400,
  });

  // ── dates in the past or on weekends ─────────────────────────────────────────────────────────────────────
  for (const [what, date] of [
    ['in the past', '2020-01-07'],
    ['on a Saturday', '2027-01-09'],
    ['on a Sunday', '2027-01-10'],
    ['that does not exist', '2027-02-30'],
    ['in another format', '07.01.2027'],
  ] as const) {
    add({
      class: 'dates in the past or on weekends',
      what: `preferred delivery date ${what}`,
      method: 'PUT',
      path: '/api/shop/checkout/summary?locale=en',
      body: { completeDelivery: false, termsAccepted: true, preferredDeliveryDate: date },
      as: 'customer',
      status: 400,
    });
  }
  add({
    class: 'dates in the past or on weekends',
    what: 'order history from a date that does not exist',
    method: 'GET',
    path: '/api/shop/orders?from=2026-13-45',
    as: 'customer',
    status: 400,
  });
  add({
    class: 'dates in the past or on weekends',
    what: 'order history from a date as words',
    method: 'GET',
    path: '/api/shop/orders?from=yesterday',
    as: 'customer',
    status: 400,
  });

  // ── invalid UTF-8 ────────────────────────────────────────────────────────────────────────────────────────
  const brokenUtf8 = [
    ['a lone continuation byte', Buffer.from([0x80])],
    ['an overlong slash', Buffer.from([0xc0, 0xaf])],
    ['a surrogate half', Buffer.from([0xed, 0xa0, 0x80])],
    ['a cut-off sequence', Buffer.from([0xe2, 0x82])],
    ['a byte 0xFF', Buffer.from([0xff])],
  ] as const;
  for (const [what, bytes] of brokenUtf8) {
    const json = (prefix: string, suffix: string) =>
      raw(Buffer.concat([Buffer.from(prefix), bytes, Buffer.from(suffix)]));
    add({
      class: 'invalid UTF-8',
      what: `contact message with ${what}`,
      method: 'POST',
      path: '/api/shop/contact-messages',
      body: json(
        `{"name":"Eero","email":"eero@example.test","locale":"fi","subject":"Hi","message":"x`,
        '"}',
      ),
      as: 'anonymous',
      status: 400,
    });
    add({
      class: 'invalid UTF-8',
      what: `address city with ${what}`,
      method: 'POST',
      path: '/api/shop/account/addresses',
      body: json(
        `{"firstname":"A","lastname":"B","street":"C 1","postcode":"00100","country":"FI","type":"delivery","city":"`,
        '"}',
      ),
      as: 'customer',
      status: 400,
    });
  }
  add({
    class: 'invalid UTF-8',
    what: 'product slug of broken percent-encoded UTF-8',
    method: 'GET',
    path: '/api/shop/products/%C3%28%C3%28?locale=en',
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'invalid UTF-8',
    what: 'category slug of broken percent-encoded UTF-8',
    method: 'GET',
    path: '/api/shop/categories/%FF%FE?locale=en',
    as: 'anonymous',
    status: 400,
  });

  // ── JSON of the wrong shape ──────────────────────────────────────────────────────────────────────────────
  for (const [what, body] of [
    ['an array', raw('[]')],
    ['a string', raw('"hello"')],
    ['a number', raw('42')],
    ['null', raw('null')],
  ] as const) {
    add({
      class: 'JSON of the wrong shape',
      what: `cart line as ${what}`,
      method: 'POST',
      path: '/api/shop/cart/items?locale=en',
      body,
      as: 'customer',
      status: 400,
    });
    add({
      class: 'JSON of the wrong shape',
      what: `shop login as ${what}`,
      method: 'POST',
      path: '/api/shop/account/login',
      body,
      as: 'anonymous',
      status: [400, 401],
    });
    add({
      class: 'JSON of the wrong shape',
      what: `admin customer as ${what}`,
      method: 'POST',
      path: '/api/admin/customers',
      body,
      as: 'administrator',
      status: 400,
    });
  }
  add({
    class: 'JSON of the wrong shape',
    what: 'quick order lines as an object',
    method: 'POST',
    path: '/api/shop/quick-order/preview',
    body: { locale: 'en', lines: { sku: 'X', quantity: '1' } },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'JSON of the wrong shape',
    what: 'quick order lines of numbers',
    method: 'POST',
    path: '/api/shop/quick-order/preview',
    body: { locale: 'en', lines: [1, 2, 3] },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'JSON of the wrong shape',
    what: 'cart bulk update items of strings',
    method: 'PUT',
    path: '/api/shop/cart/items?locale=en',
    body: { items: ['a', 'b'] },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'JSON of the wrong shape',
    what: 'checkout guest address as a string',
    method: 'PUT',
    path: '/api/shop/checkout/address?locale=en',
    body: { useInvoiceAsShipping: true, guestInvoiceAddress: 'Mannerheimintie 1' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'JSON of the wrong shape',
    what: 'admin customer companies as an object',
    method: 'PUT',
    path: `/api/admin/customers/${f.customerId}/companies`,
    body: { ids: { 0: 1 } },
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'JSON of the wrong shape',
    what: 'admin user update of an array',
    method: 'PUT',
    path: `/api/admin/users/${f.userId}`,
    body: raw('[{"name":"x"}]'),
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'JSON of the wrong shape',
    what: 'shop login nested one level too deep',
    method: 'POST',
    path: '/api/shop/account/login',
    body: { login: { email: 'a@b.test', password: 'x' } },
    as: 'anonymous',
    status: [400, 401],
  });
  add({
    class: 'JSON of the wrong shape',
    what: 'spec door add user of an array',
    method: 'POST',
    path: '/admin/user/add',
    body: raw('[]'),
    as: 'administrator',
    status: 400,
  });

  // ── duplicate keys: JSON.parse keeps the last, so the last is the bad one ────────────────────────────────
  add({
    class: 'duplicate keys',
    what: 'cart quantity given twice, the last negative',
    method: 'POST',
    path: '/api/shop/cart/items?locale=en',
    body: raw(`{"productId":${f.pieceProductId},"quantity":"1","quantity":"-5"}`),
    as: 'customer',
    status: 400,
  });
  add({
    class: 'duplicate keys',
    what: 'cart product id given twice, the last a string',
    method: 'POST',
    path: '/api/shop/cart/items?locale=en',
    body: raw(`{"productId":${f.pieceProductId},"quantity":"1","productId":"x"}`),
    as: 'customer',
    status: 400,
  });
  add({
    class: 'duplicate keys',
    what: 'address country given twice, the last unknown',
    method: 'POST',
    path: '/api/shop/account/addresses',
    body: raw(JSON.stringify(address).replace('}', ',"country":"XX"}')),
    as: 'customer',
    status: 400,
  });
  add({
    class: 'duplicate keys',
    what: 'newsletter locale given twice, the last unknown',
    method: 'POST',
    path: '/api/shop/newsletter/subscriptions',
    body: raw('{"email":"a@b.test","locale":"en","locale":"xx"}'),
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'duplicate keys',
    what: 'admin role name given twice, the last empty',
    method: 'POST',
    path: '/api/admin/roles',
    body: raw('{"name":"A role","permissions":[],"name":""}'),
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'duplicate keys',
    what: 'query parameter locale given twice',
    method: 'GET',
    path: `/api/shop/products/${f.productSlug}?locale=en&locale=fi`,
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'duplicate keys',
    what: 'search term given twice',
    method: 'GET',
    path: '/api/shop/search?term=battery&term=lamp&locale=en',
    as: 'anonymous',
    status: 400,
  });

  // ── prototype-pollution keys: they neither satisfy a required field nor reach any object's prototype ──────
  for (const [what, body] of [
    [
      '__proto__ carrying the required fields',
      `{"__proto__":{"productId":${f.pieceProductId},"quantity":"1"}}`,
    ],
    [
      'constructor.prototype carrying them',
      `{"constructor":{"prototype":{"productId":${f.pieceProductId},"quantity":"1"}}}`,
    ],
    ['__proto__ with a polluting flag', '{"__proto__":{"polluted":"yes"},"quantity":"1"}'],
  ] as const) {
    add({
      class: 'prototype-pollution keys',
      what: `cart line with ${what}`,
      method: 'POST',
      path: '/api/shop/cart/items?locale=en',
      body: raw(body),
      as: 'customer',
      status: 400,
    });
  }
  add({
    class: 'prototype-pollution keys',
    what: 'login with __proto__ for the credentials',
    method: 'POST',
    path: '/api/shop/account/login',
    body: raw('{"__proto__":{"email":"buyer@voltgrossisten.test","password":"customer-demo-2026"}}'),
    as: 'anonymous',
    status: [400, 401],
  });
  add({
    class: 'prototype-pollution keys',
    what: 'admin role with __proto__ permissions',
    method: 'POST',
    path: '/api/admin/roles',
    body: raw('{"__proto__":{"name":"Polluted","permissions":[]}}'),
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'prototype-pollution keys',
    what: 'admin filter with __proto__',
    method: 'GET',
    path: `/api/admin/products?filter=${encodeURIComponent('{"__proto__":{"q":"x"},"stockStatus":"nonsense"}')}`,
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'prototype-pollution keys',
    what: 'query string __proto__[locale]',
    method: 'GET',
    path: `/api/shop/products/${f.productSlug}?__proto__[locale]=en`,
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'prototype-pollution keys',
    what: 'query string constructor[prototype][locale]',
    method: 'GET',
    path: '/api/shop/categories?constructor[prototype][locale]=en',
    as: 'anonymous',
    status: 400,
  });

  // ── 10 MB bodies ─────────────────────────────────────────────────────────────────────────────────────────
  add({
    class: '10 MB bodies',
    what: '10 MB to the shop login',
    method: 'POST',
    path: '/api/shop/account/login',
    body: tenMegabytes(),
    as: 'anonymous',
    status: 413,
  });
  add({
    class: '10 MB bodies',
    what: '10 MB to add to cart',
    method: 'POST',
    path: '/api/shop/cart/items?locale=en',
    body: tenMegabytes(),
    as: 'customer',
    status: 413,
  });
  add({
    class: '10 MB bodies',
    what: '10 MB to the contact form',
    method: 'POST',
    path: '/api/shop/contact-messages',
    body: tenMegabytes(),
    as: 'anonymous',
    status: 413,
  });
  add({
    class: '10 MB bodies',
    what: '10 MB to the admin login',
    method: 'POST',
    path: '/admin/login',
    body: tenMegabytes(),
    as: 'anonymous',
    status: 413,
  });
  add({
    class: '10 MB bodies',
    what: '10 MB to an admin product',
    method: 'POST',
    path: '/api/admin/products',
    body: tenMegabytes(),
    as: 'administrator',
    status: 413,
  });
  add({
    class: '10 MB bodies',
    what: '10 MB to the spec door add user',
    method: 'POST',
    path: '/admin/user/add',
    body: tenMegabytes(),
    as: 'administrator',
    status: 413,
  });

  // ── unknown locales and stores ───────────────────────────────────────────────────────────────────────────
  const shopReads = [
    '/api/shop/categories',
    `/api/shop/categories/${f.categorySlug}`,
    `/api/shop/categories/${f.categorySlug}/products`,
    `/api/shop/products/${f.productSlug}`,
    '/api/shop/pages',
    '/api/shop/search?term=battery',
    '/api/shop/wording',
  ];
  for (const path of shopReads) {
    for (const locale of ['xx', 'EN', '../en', 'en-US']) {
      add({
        class: 'unknown locales and stores',
        what: `${path} in locale ${locale}`,
        method: 'GET',
        path: `${shopLocales(path)}locale=${encodeURIComponent(locale)}`,
        as: 'anonymous',
        status: 400,
      });
    }
  }
  for (const path of shopReads.slice(0, 5)) {
    add({
      class: 'unknown locales and stores',
      what: `${path} in store zz`,
      method: 'GET',
      path: `${shopLocales(path)}locale=en&store=zz`,
      as: 'anonymous',
      status: 400,
    });
  }
  add({
    class: 'unknown locales and stores',
    what: 'newsletter in locale xx',
    method: 'POST',
    path: '/api/shop/newsletter/subscriptions',
    body: { email: 'a@b.test', locale: 'xx' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'unknown locales and stores',
    what: 'profile in locale klingon',
    method: 'PUT',
    path: '/api/shop/account/profile',
    body: { firstname: 'Aino', lastname: 'Virtanen', locale: 'tlh' },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'unknown locales and stores',
    what: 'registration in locale xx',
    method: 'POST',
    path: '/api/shop/account/register',
    body: { ...registration, locale: 'xx' },
    as: 'anonymous',
    status: 400,
  });
  add({
    class: 'unknown locales and stores',
    what: 'quick order in store zz',
    method: 'POST',
    path: '/api/shop/quick-order/preview',
    body: { locale: 'en', store: 'zz', text: 'X 1' },
    as: 'customer',
    status: 400,
  });
  add({
    class: 'unknown locales and stores',
    what: 'admin product in locale xx',
    method: 'GET',
    path: `/api/admin/products/${f.productId}?locale=xx`,
    as: 'administrator',
    status: 400,
  });
  add({
    class: 'unknown locales and stores',
    what: 'address in country XX',
    method: 'POST',
    path: '/api/shop/account/addresses',
    body: { ...address, country: 'XX' },
    as: 'customer',
    status: 400,
  });

  // ── HTML and script where a format is expected: refused (free text is stored and shown escaped, see the
  //    storefront check) ───────────────────────────────────────────────────────────────────────────────────
  for (const [what, payload] of [
    ['a script tag', SCRIPT],
    ['an image with onerror', IMG],
  ] as const) {
    add({
      class: 'HTML and script in text fields',
      what: `address postcode with ${what}`,
      method: 'POST',
      path: '/api/shop/account/addresses',
      body: { ...address, postcode: payload },
      as: 'customer',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `address country with ${what}`,
      method: 'POST',
      path: '/api/shop/account/addresses',
      body: { ...address, country: payload },
      as: 'customer',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `address type with ${what}`,
      method: 'POST',
      path: '/api/shop/account/addresses',
      body: { ...address, type: payload },
      as: 'customer',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `newsletter e-mail with ${what}`,
      method: 'POST',
      path: '/api/shop/newsletter/subscriptions',
      body: { email: `a${payload}@b.test`, locale: 'en' },
      as: 'anonymous',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `contact e-mail with ${what}`,
      method: 'POST',
      path: '/api/shop/contact-messages',
      body: { ...contact, email: payload },
      as: 'anonymous',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `application organisation number with ${what}`,
      method: 'POST',
      path: '/api/shop/applications',
      body: { ...application, organizationNumber: payload },
      as: 'anonymous',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `registration e-mail with ${what}`,
      method: 'POST',
      path: '/api/shop/account/register',
      body: { ...registration, email: payload, emailRepeat: payload },
      as: 'anonymous',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `admin customer e-mail with ${what}`,
      method: 'POST',
      path: '/api/admin/customers',
      body: { email: payload, firstname: 'A', lastname: 'B' },
      as: 'administrator',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `e-invoice address with ${what}`,
      method: 'POST',
      path: '/api/shop/account/addresses',
      body: { ...address, type: 'invoice', eInvoiceAddress: payload },
      as: 'customer',
      status: 400,
    });
    add({
      class: 'HTML and script in text fields',
      what: `preferred delivery date with ${what}`,
      method: 'PUT',
      path: '/api/shop/checkout/summary?locale=en',
      body: { completeDelivery: false, termsAccepted: true, preferredDeliveryDate: payload },
      as: 'customer',
      status: 400,
    });
  }
  return cases;
}
