import request from 'supertest';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import type { AdminAgent } from '../../support/admin-session';
import { useServedApp } from '../../support/served-app';
import { loginToShop, visitShop } from '../../support/shop-session';
import { changedTables, tableChecksums } from '../../support/table-checksums';

type Visitor = 'visitor' | 'customer';

/**
 * A storefront form sent with bad data: the page answers with a 4xx (or, where the spec says so, sends the visitor
 * back), never a 500, and stores nothing.
 */
interface FormCase {
  what: string;
  path: string;
  /** URL-encoded fields; `{token}` becomes the visitor's form token. Or exact bytes with a content type. */
  form: Record<string, string> | { raw: Buffer | string; contentType: string };
  as: Visitor;
  status: number;
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const contact = {
  _token: '{token}',
  name: 'Eero',
  email: 'eero@example.test',
  subject: 'Hi',
  message: 'Hello',
};

const FORM_CASES: FormCase[] = [
  {
    what: 'contact form without any field',
    path: '/en/contact',
    form: { _token: '{token}' },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form with a script as e-mail',
    path: '/en/contact',
    form: { ...contact, email: SCRIPT },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form with a message of 100,000 characters',
    path: '/en/contact',
    form: { ...contact, message: 'x'.repeat(100_000) },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form with a NUL in the name',
    path: '/en/contact',
    form: { ...contact, name: 'Ee\u0000ro' },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form without its token',
    path: '/en/contact',
    form: { ...contact, _token: '' },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form with broken UTF-8',
    path: '/en/contact',
    form: {
      raw: Buffer.concat([Buffer.from('_token=x&name=%C3%28&email='), Buffer.from([0xff, 0xfe])]),
      contentType: 'application/x-www-form-urlencoded',
    },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form sent as JSON',
    path: '/en/contact',
    form: { raw: '{"name":"Eero"}', contentType: 'application/json' },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form as a broken multipart body',
    path: '/en/contact',
    form: {
      raw: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nEero',
      contentType: 'multipart/form-data; boundary=x',
    },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'contact form in an unknown language',
    path: '/xx/contact',
    form: contact,
    as: 'visitor',
    status: 404,
  },
  {
    what: 'newsletter sign-up with a script as e-mail',
    path: '/en/newsletter',
    form: { _token: '{token}', email: SCRIPT },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'tracking with an over-long order number',
    path: '/en/shop/tracking/submit',
    form: { _token: '{token}', orderNumber: '9'.repeat(1000), postcode: '00100' },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'customer application with a script as organisation number',
    path: '/en/shop/apply',
    form: { _token: '{token}', companyName: 'Oy', organizationNumber: SCRIPT, email: 'a@b.test' },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'login with an e-mail of 10,000 characters',
    path: '/en/account/login',
    form: { _token: '{token}', email: `${'x'.repeat(10_000)}@b.test`, password: 'x' },
    as: 'visitor',
    // refused as no e-mail address before any account is looked for
    status: 400,
  },
  {
    what: 'registration with passwords that differ',
    path: '/en/account/register',
    form: {
      _token: '{token}',
      email: 'a@b.test',
      emailRepeat: 'a@b.test',
      password: 'one-long-password-1',
      passwordRepeat: 'another-password-2',
    },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'password forgotten with a script as e-mail',
    path: '/en/account/forgot-password',
    form: { _token: '{token}', email: SCRIPT },
    as: 'visitor',
    status: 400,
  },
  {
    what: 'add to cart of a product id that is not digits',
    path: '/en/cart/add/abc',
    form: { _token: '{token}' },
    as: 'customer',
    status: 404,
  },
  {
    what: 'add to cart of a product id beyond an integer',
    path: '/en/cart/add/99999999999999999999',
    form: { _token: '{token}' },
    as: 'customer',
    status: 404,
  },
  // add-to-cart failures are logged only and the page is shown again (storefront spec §8)
  {
    what: 'add to cart of a negative quantity',
    path: '/en/cart/add/1',
    form: { 'add_to_cart_1[_token]': '{token}', 'add_to_cart_1[cartItem][quantity]': '-5' },
    as: 'customer',
    status: 302,
  },
  // as above
  {
    what: 'add to cart of a quantity that is words',
    path: '/en/cart/add/1',
    form: { 'add_to_cart_1[_token]': '{token}', 'add_to_cart_1[cartItem][quantity]': 'lots' },
    as: 'customer',
    status: 302,
  },
  {
    what: 'wishlist toggle of a product id that is not digits',
    path: '/en/wishlist/toggle/abc',
    form: { _token: '{token}' },
    as: 'customer',
    status: 404,
  },
  {
    what: 'new address with a script as postcode',
    path: '/en/account/addresses/new',
    form: {
      _token: '{token}',
      firstname: 'A',
      lastname: 'B',
      street: 'C 1',
      postcode: SCRIPT,
      city: 'D',
      country: 'FI',
      type: 'delivery',
    },
    as: 'customer',
    status: 400,
  },
  {
    what: 'new address in an unknown country',
    path: '/en/account/addresses/new',
    form: {
      _token: '{token}',
      firstname: 'A',
      lastname: 'B',
      street: 'C 1',
      postcode: '00100',
      city: 'D',
      country: 'XX',
      type: 'delivery',
    },
    as: 'customer',
    status: 400,
  },
  {
    what: 'address edit of an id that is not digits',
    path: '/en/account/addresses/abc',
    form: { _token: '{token}', firstname: 'A' },
    as: 'customer',
    status: 404,
  },
  // answers the guide cannot use send the visitor back to the guide's questions
  {
    what: 'fire-safety guide with a negative area',
    path: '/en/fire-safety-guide',
    form: { _token: '{token}', premises: 'office', areaM2: '-100', floors: '1' },
    as: 'visitor',
    status: 302,
  },
  {
    what: 'quick order of text over 64 KiB',
    path: '/en/shop/quick-order',
    form: { _token: '{token}', intent: 'preview', text: 'X 1\n'.repeat(20_000) },
    as: 'customer',
    status: 400,
  },
];

describe('storefront forms sent with bad data answer with a 4xx page and change nothing', () => {
  const served = useServedApp({ SEED_PRODUCTS: '20' });
  let agents: Record<Visitor, AdminAgent>;

  beforeAll(async () => {
    const target = { http: () => request(served().server.baseUrl) };
    const { customer } = DEMO_ACCOUNTS;
    agents = {
      visitor: await visitShop(target),
      customer: await loginToShop(target, customer.email, customer.password),
    };
  });

  it('refuses every form case as its table says, without a stack trace or a change', async () => {
    const before = await tableChecksums(served().databaseUrl);
    const problems: string[] = [];
    for (const c of FORM_CASES) {
      const agent = agents[c.as];
      let call = request(served().server.baseUrl)
        .post(c.path)
        .set('Cookie', agent.cookies)
        .set('Accept-Language', 'en');
      if ('raw' in c.form) call = call.set('Content-Type', String(c.form.contentType)).send(c.form.raw);
      else {
        const fields = Object.entries(c.form).map(([name, value]): [string, string] => [
          name,
          value.replace('{token}', agent.csrf),
        ]);
        call = call.type('form').send(new URLSearchParams(fields).toString());
      }
      const response = await call;
      if (response.status !== c.status)
        problems.push(`${c.what}: answered ${response.status}, not ${c.status}`);
      if (/\n\s+at |node_modules/.test(response.text)) problems.push(`${c.what}: a stack trace`);
    }
    const after = await tableChecksums(served().databaseUrl);

    expect({ problems, changedTables: changedTables(before, after) }).toEqual({
      problems: [],
      changedTables: [],
    });
  });

  it('shows a script stored in an address company name as text on the address page', async () => {
    const customer = agents.customer;
    await request(served().server.baseUrl)
      .post('/api/shop/account/addresses')
      .set('Cookie', customer.cookies)
      .set('X-CSRF-Token', customer.csrf)
      .send({
        company: `Evil Oy ${SCRIPT}`,
        firstname: 'Aino',
        lastname: 'Virtanen',
        street: 'Mannerheimintie 1',
        postcode: '00100',
        city: 'Helsinki',
        country: 'FI',
        type: 'delivery',
      })
      .expect(201);

    const page = await request(served().server.baseUrl)
      .get('/en/account/addresses')
      .set('Cookie', customer.cookies)
      .expect(200);
    expect(page.text).toContain('Evil Oy &lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(page.text).not.toContain(SCRIPT);
  });
});
