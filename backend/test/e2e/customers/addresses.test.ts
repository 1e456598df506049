import { ADDRESS_LIMITS } from '@tradeshop/shared';
import { insertCustomer } from '../../factories/account.factory';
import { loginToShop, visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const HOME = {
  type: 'delivery',
  salutation: 'ms',
  company: 'Voltgrossisten Oy',
  firstname: 'Aino',
  lastname: 'Virtanen',
  street: 'Mannerheimintie',
  number: '12 B',
  postcode: '00100',
  city: 'Helsinki',
  country: 'FI',
  phoneNumber: '+358 40 123 4567',
};
const OFFICE = {
  ...HOME,
  type: 'invoice',
  street: 'Hämeenkatu',
  number: '3',
  postcode: '33100',
  city: 'Tampere',
};

describe('customer addresses', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
  });

  afterAll(() => testApp.close());

  async function newCustomer(): Promise<ShopAgent> {
    const { email, password } = await testApp.withClient((client) =>
      insertCustomer(client, {
        company: { name: 'Test Oy', organizationNumber: `${Date.now()}-${Math.random()}` },
      }),
    );
    return loginToShop(testApp, email, password);
  }

  function send(agent: ShopAgent, method: 'post' | 'put' | 'delete', path: string, body?: object) {
    return testApp
      .http()
      [method](`/api/shop/account/addresses${path}`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send(body);
  }

  function list(agent: ShopAgent) {
    return testApp.http().get('/api/shop/account/addresses').set('Cookie', agent.cookies).expect(200);
  }

  it('keeps an invoice address with its e-invoice address and operator, compacted, and answers them', async () => {
    const agent = await newCustomer();
    const created = await send(agent, 'post', '', {
      ...OFFICE,
      eInvoiceAddress: '0037 0112 0389',
      eInvoiceOperator: '003721291126',
    }).expect(201);
    expect(created.body).toMatchObject({ eInvoiceAddress: '003701120389', eInvoiceOperator: '003721291126' });
    const { body } = await list(agent);
    expect(body.addresses[0]).toMatchObject({
      eInvoiceAddress: '003701120389',
      eInvoiceOperator: '003721291126',
    });
  });

  it('refuses an e-invoice address whose Y-tunnus check digit is wrong, naming the field, and stores nothing', async () => {
    const agent = await newCustomer();
    const response = await send(agent, 'post', '', {
      ...OFFICE,
      eInvoiceAddress: '003701120388',
      eInvoiceOperator: '003721291126',
    }).expect(400);
    expect(response.body.details).toEqual([
      { field: 'eInvoiceAddress', reason: 'The e-invoice address is not a valid OVT code or IBAN' },
    ]);
    expect((await list(agent)).body.addresses).toEqual([]);
  });

  it('refuses an e-invoice address without its operator', async () => {
    const agent = await newCustomer();
    const response = await send(agent, 'post', '', { ...OFFICE, eInvoiceAddress: '003701120389' }).expect(
      400,
    );
    expect(response.body.details).toEqual([
      { field: 'eInvoiceOperator', reason: 'Give both the e-invoice address and the operator' },
    ]);
  });

  it('does not keep e-invoice details on a delivery address', async () => {
    const agent = await newCustomer();
    const created = await send(agent, 'post', '', {
      ...HOME,
      eInvoiceAddress: '003701120389',
      eInvoiceOperator: '003721291126',
    }).expect(201);
    expect(created.body).toMatchObject({ eInvoiceAddress: null, eInvoiceOperator: null });
  });

  it('asks a visitor to log in', async () => {
    const visitor = await visitShop(testApp);
    const response = await testApp
      .http()
      .get('/api/shop/account/addresses')
      .set('Cookie', visitor.cookies)
      .expect(401);
    expect(response.body.error).toBe('AUTHENTICATION_REQUIRED');
  });

  it('pre-selects the first delivery and the first invoice address', async () => {
    const agent = await newCustomer();
    const delivery = await send(agent, 'post', '', HOME).expect(201);
    expect(delivery.body).toMatchObject({ ...HOME, defaultDelivery: true, defaultInvoice: false });
    const invoice = await send(agent, 'post', '', OFFICE).expect(201);
    expect(invoice.body).toMatchObject({ type: 'invoice', defaultInvoice: true, defaultDelivery: false });
    const second = await send(agent, 'post', '', { ...HOME, street: 'Aleksanterinkatu' }).expect(201);
    expect(second.body.defaultDelivery).toBe(false);

    const { body } = await list(agent);
    expect(body.addresses.map((address: { street: string }) => address.street)).toEqual([
      'Mannerheimintie',
      'Hämeenkatu',
      'Aleksanterinkatu',
    ]);
    expect(body.defaultDeliveryAddressId).toBe(delivery.body.id);
    expect(body.defaultInvoiceAddressId).toBe(invoice.body.id);
  });

  it('changes the pre-selected delivery address, but never to an invoice address', async () => {
    const agent = await newCustomer();
    const first = await send(agent, 'post', '', HOME).expect(201);
    const second = await send(agent, 'post', '', { ...HOME, city: 'Espoo', postcode: '02100' }).expect(201);
    const invoice = await send(agent, 'post', '', OFFICE).expect(201);

    const chosen = await send(agent, 'put', `/${second.body.id}/default-delivery`).expect(200);
    expect(chosen.body.defaultDelivery).toBe(true);
    const refused = await send(agent, 'put', `/${invoice.body.id}/default-delivery`).expect(400);
    expect(refused.body.message).toBe('Only a delivery address can be the pre-selected delivery address');

    const { body } = await list(agent);
    expect(body.defaultDeliveryAddressId).toBe(second.body.id);
    expect(body.addresses.find((a: { id: number }) => a.id === first.body.id).defaultDelivery).toBe(false);
  });

  it('edits an address', async () => {
    const agent = await newCustomer();
    const created = await send(agent, 'post', '', HOME).expect(201);
    const edited = await send(agent, 'put', `/${created.body.id}`, {
      ...HOME,
      street: 'Bulevardi',
      company: '',
    }).expect(200);
    expect(edited.body).toMatchObject({ street: 'Bulevardi', company: null, defaultDelivery: true });
    const { body } = await testApp
      .http()
      .get(`/api/shop/account/addresses/${created.body.id}`)
      .set('Cookie', agent.cookies)
      .expect(200);
    expect(body.street).toBe('Bulevardi');
  });

  it('pre-selects another address of the type when the pre-selected one is deleted', async () => {
    const agent = await newCustomer();
    const first = await send(agent, 'post', '', HOME).expect(201);
    const second = await send(agent, 'post', '', { ...HOME, street: 'Aleksanterinkatu' }).expect(201);
    await send(agent, 'delete', `/${first.body.id}`).expect(204);

    const { body } = await list(agent);
    expect(body.addresses).toHaveLength(1);
    expect(body.defaultDeliveryAddressId).toBe(second.body.id);

    await send(agent, 'delete', `/${second.body.id}`).expect(204);
    expect((await list(agent)).body).toEqual({
      addresses: [],
      defaultDeliveryAddressId: null,
      defaultInvoiceAddressId: null,
    });
  });

  it('moves the pre-selection when an address changes its type', async () => {
    const agent = await newCustomer();
    const address = await send(agent, 'post', '', HOME).expect(201);
    const changed = await send(agent, 'put', `/${address.body.id}`, { ...HOME, type: 'invoice' }).expect(200);
    expect(changed.body).toMatchObject({ defaultDelivery: false, defaultInvoice: true });
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const address = await send(owner, 'post', '', HOME).expect(201);
    const path = `/api/shop/account/addresses/${address.body.id}`;

    const read = await testApp.http().get(path).set('Cookie', other.cookies).expect(404);
    expect(read.body.error).toBe('ADDRESS_NOT_FOUND');
    await send(other, 'put', `/${address.body.id}`, { ...HOME, street: 'Hijacked' }).expect(404);
    await send(other, 'delete', `/${address.body.id}`).expect(404);
    await send(other, 'put', `/${address.body.id}/default-delivery`).expect(404);

    const { body } = await testApp.http().get(path).set('Cookie', owner.cookies).expect(200);
    expect(body.street).toBe(HOME.street);
  });

  it('answers 404 for an id that is not a number', async () => {
    const agent = await newCustomer();
    await testApp.http().get('/api/shop/account/addresses/abc').set('Cookie', agent.cookies).expect(404);
  });

  it('refuses blank fields, an unknown country and a postcode of the wrong form, and stores nothing', async () => {
    const agent = await newCustomer();
    const blank = await send(agent, 'post', '', { ...HOME, firstname: '  ', city: '' }).expect(400);
    expect(blank.body.details).toEqual(
      expect.arrayContaining([
        { field: 'firstname', reason: 'Value must not be blank' },
        { field: 'city', reason: 'Value must not be blank' },
      ]),
    );
    const country = await send(agent, 'post', '', { ...HOME, country: 'XX' }).expect(400);
    expect(country.body.details).toEqual([{ field: 'country', reason: 'Choose a country from the list' }]);
    const postcode = await send(agent, 'post', '', { ...HOME, country: 'SE', postcode: '1234' }).expect(400);
    expect(postcode.body.details).toEqual([
      { field: 'postcode', reason: 'The postcode does not have the format of the chosen country' },
    ]);
    const type = await send(agent, 'post', '', { ...HOME, type: 'holiday' }).expect(400);
    expect(type.body.details[0].field).toBe('type');

    expect((await list(agent)).body.addresses).toEqual([]);
  });

  it('accepts a postcode in a country without a fixed form', async () => {
    const agent = await newCustomer();
    const response = await send(agent, 'post', '', { ...HOME, country: 'gb', postcode: 'SW1A 1AA' }).expect(
      201,
    );
    expect(response.body).toMatchObject({ country: 'GB', postcode: 'SW1A 1AA' });
  });

  it('refuses a change without the CSRF token', async () => {
    const agent = await newCustomer();
    await testApp
      .http()
      .post('/api/shop/account/addresses')
      .set('Cookie', agent.cookies)
      .send(HOME)
      .expect(403);
  });

  it('keeps the address limit when many addresses are added at once', async () => {
    const agent = await newCustomer();
    const { id } = (await testApp.http().get('/api/shop/session').set('Cookie', agent.cookies)).body.customer;
    await testApp.withClient((client) =>
      client.query(
        `insert into address (customer_id, type, firstname, lastname, street, postcode, city, country)
         select $1, 'delivery', 'Aino', 'Virtanen', 'Street ' || n, '00100', 'Helsinki', 'FI'
         from generate_series(1, $2::int - 1) n`,
        [id, ADDRESS_LIMITS.perCustomer],
      ),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(agent, 'post', '', OFFICE)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const { body } = await list(agent);
    expect(body.addresses).toHaveLength(ADDRESS_LIMITS.perCustomer);
  });
});
