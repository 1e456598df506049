import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { insertCart } from '../../factories/cart.factory';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const SPEC = '/admin/customer-company-modifier';
const REST = '/api/admin/customer-company-modifier';

describe('the customer-company modifier', () => {
  let testApp: TestApp;
  let editor: AdminAgent;
  let otherStoreId: number;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0, env: { ERP_SOURCE: 'builtin' } });
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    otherStoreId = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>(`select id from store where code = 'se'`);
      return rows[0]!.id;
    });
  });

  afterAll(() => testApp.close());

  function organizationNumber(): string {
    return `${randomBytes(4).toString('hex')}-${Math.floor(Math.random() * 10)}`;
  }

  async function company(name: string, storeId = 1): Promise<number> {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into customer_company (name, organization_number, store_id) values ($1, $2, $3) returning id`,
        [name, organizationNumber(), storeId],
      );
      return rows[0]!.id;
    });
  }

  /** Orders placed for the company, as the orders module stores them (its counter is what the modifier asks). */
  async function placeOrders(companyId: number, count: number): Promise<void> {
    const address = {
      firstname: 'A',
      lastname: 'B',
      street: 'Katu 1',
      postcode: '00100',
      city: 'Helsinki',
      country: 'FI',
    };
    await testApp.withClient(async (client) => {
      for (let index = 0; index < count; index += 1) {
        await client.query(
          `insert into sales_order (number, store_id, company_id, guest_email, locale, currency, invoice_address,
             shipping_address, items_net_minor, tax_minor, total_gross_minor)
           values ($1, 1, $2, 'buyer@example.test', 'fi', 'EUR', $3, $3, 1000, 255, 1255)`,
          [`T${randomBytes(5).toString('hex')}`, companyId, JSON.stringify(address)],
        );
      }
    });
  }

  async function person(
    companyId: number | null,
    options: { kind?: 'customer' | 'salesrep'; lastname?: string } = {},
  ) {
    return testApp.withClient(async (client) => {
      const customer = await insertCustomer(client, { kind: options.kind, lastname: options.lastname });
      await client.query('update customer set company_id = $1 where id = $2', [companyId, customer.id]);
      return customer.id;
    });
  }

  async function address(customerId: number, companyName: string | null) {
    await testApp.withClient((client) =>
      client.query(
        `insert into address (customer_id, type, company, firstname, lastname, street, postcode, city, country)
         values ($1, 'delivery', $2, 'Test', 'Buyer', 'Katu 1', '00100', 'Helsinki', 'FI')`,
        [customerId, companyName],
      ),
    );
  }

  function companyOf(customerId: number): Promise<number | null> {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query<{ company_id: number | null }>(
        'select company_id from customer where id = $1',
        [customerId],
      );
      return rows[0]!.company_id;
    });
  }

  function companyCount(): Promise<number> {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from customer_company',
      );
      return rows[0]!.count;
    });
  }

  function moves(customerId: number) {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query(
        `select a.action, a.actor_type, u.email, a.details from audit_log a join admin_user u on u.id = a.actor_id
          where a.subject_type = 'customer' and a.subject_id = $1 and a.action = 'customer.company_changed'`,
        [customerId],
      );
      return rows;
    });
  }

  function get(agent: AdminAgent, path: string) {
    return testApp.http().get(path).set('Cookie', agent.cookies);
  }

  function post(agent: AdminAgent, path: string, body: object) {
    return testApp.http().post(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);
  }

  describe('entity details', () => {
    it('shows the customer, their company with its members, and what each holds', async () => {
      const companyId = await company('Tiedot Oy');
      const customerId = await person(companyId, { lastname: 'Aalto' });
      await person(companyId, { lastname: 'Berg' });
      await address(customerId, 'Tiedot Oy');
      await address(customerId, null);
      await testApp.withClient((client) => insertCart(client, { customerId }));

      const response = await get(editor, `${REST}/entity-details?customerId=${customerId}`).expect(200);
      expect(response.body.customer).toMatchObject({
        id: customerId,
        name: 'Test Aalto',
        companyId,
        addressCount: 2,
        addressesNamingCompany: 1,
        records: [
          { owner: 'cart', noun: 'open carts', count: 1 },
          { owner: 'orders', noun: 'orders', count: 0 },
        ],
      });
      expect(response.body.company).toMatchObject({
        id: companyId,
        name: 'Tiedot Oy',
        storeCode: 'fi',
        memberCount: 2,
        records: [{ owner: 'orders', noun: 'orders', count: 0 }],
      });
      expect(response.body.members.map((member: { name: string }) => member.name)).toEqual([
        'Test Aalto',
        'Test Berg',
      ]);
    });

    it('answers the spec door in the envelope, and shows a company by its id', async () => {
      const companyId = await company('Kuori Oy');
      await person(companyId);
      const response = await get(editor, `${SPEC}/entity-details?companyId=${companyId}`).expect(200);
      expect(response.body).toMatchObject({
        success: true,
        data: { customer: null, company: { id: companyId, memberCount: 1 } },
      });
      expect(response.body.data.members).toHaveLength(1);
    });

    it('answers 404 for an unknown or non-digit id and 400 when no id is given', async () => {
      await get(editor, `${REST}/entity-details?customerId=99999999`).expect(404);
      await get(editor, `${REST}/entity-details?companyId=99999999`).expect(404);
      await get(editor, `${REST}/entity-details?customerId=1x`).expect(404);
      const missing = await get(editor, `${SPEC}/entity-details`).expect(400);
      expect(missing.body.message).toBe('Give customerId or companyId');
    });
  });

  describe('duplicate-name check', () => {
    it('finds companies whose name differs only in case, spacing, punctuation and legal form', async () => {
      const same = await company('SÄHKÖ-NIEMINEN AB');
      const alsoSame = await company('Oy Sähkö Nieminen');
      await company('Sahko Nieminen Oy');
      await company('Sähkö Nieminen Rakennus Oy');

      const response = await get(
        editor,
        `${REST}/duplicate-name-check?name=${encodeURIComponent('Sähkönieminen Oy')}`,
      ).expect(200);
      expect(response.body.normalizedName).toBe('sähkönieminen');
      expect(response.body.duplicates.map((duplicate: { id: number }) => duplicate.id).sort()).toEqual(
        [same, alsoSame].sort(),
      );

      const excluding = await get(
        editor,
        `${SPEC}/duplicate-name-check?name=${encodeURIComponent('Sähkö Nieminen Oy')}&excludeId=${same}`,
      ).expect(200);
      expect(excluding.body.data.duplicates).toEqual([
        expect.objectContaining({ id: alsoSame, name: 'Oy Sähkö Nieminen', storeCode: 'fi' }),
      ]);
    });

    it('asks for a name', async () => {
      const response = await get(editor, `${REST}/duplicate-name-check?name=%20`).expect(400);
      expect(response.body.message).toBe('name is required');
    });
  });

  describe('validate assignment', () => {
    it('tells what a move would do, warns about a last member leaving a company with orders, and changes nothing', async () => {
      const from = await company('Lähtö Oy');
      const to = await company('Saapuminen Oy');
      await placeOrders(from, 3);
      const customerId = await person(from);
      await address(customerId, 'Lähtö Oy');

      const response = await post(editor, `${REST}/validate-assignment`, {
        customerId,
        companyId: to,
      }).expect(200);
      expect(response.body).toMatchObject({
        allowed: true,
        from: { id: from, name: 'Lähtö Oy' },
        to: { id: to, name: 'Saapuminen Oy' },
        blockers: [],
      });
      expect(response.body.warnings.map((warning: { code: string }) => warning.code)).toEqual([
        'LAST_MEMBER_WITH_RECORDS',
        'ADDRESSES_NAME_OLD_COMPANY',
      ]);
      expect(response.body.warnings[0].message).toMatch(/last person of Lähtö Oy, which has 3 orders/);
      expect(await companyOf(customerId)).toBe(from);
      expect(await moves(customerId)).toEqual([]);
    });

    it.each([
      ['the company the customer is already in', 'SAME_COMPANY'],
      ['a company of another store', 'OTHER_STORE'],
      ['anywhere, for a salesrep', 'SALESREP'],
    ])('names what blocks a move to %s', async (_case, code) => {
      const from = await company('Esto Oy');
      const to =
        code === 'SAME_COMPANY'
          ? from
          : await company('Ruotsi AB', code === 'OTHER_STORE' ? otherStoreId : 1);
      const customerId = await person(from, { kind: code === 'SALESREP' ? 'salesrep' : 'customer' });
      await person(from);

      const response = await post(editor, `${SPEC}/validate-assignment`, {
        customerId,
        companyId: to,
      }).expect(200);
      expect(response.body.data.allowed).toBe(false);
      expect(response.body.data.blockers).toEqual([expect.objectContaining({ code })]);
    });

    it('checks a new company: a taken organization number blocks, a duplicate name blocks until allowed', async () => {
      const from = await company('Vanha Oy');
      const customerId = await person(from);
      const takenNumber = organizationNumber();
      await testApp.withClient((client) =>
        client.query(
          `insert into customer_company (name, organization_number, store_id) values ('Kaksoisnimi Oy', $1, 1)`,
          [takenNumber],
        ),
      );
      const duplicate = await post(editor, `${REST}/validate-assignment`, {
        customerId,
        newCompany: { name: 'KAKSOISNIMI AB', organizationNumber: organizationNumber() },
      }).expect(200);
      expect(duplicate.body.blockers).toEqual([expect.objectContaining({ code: 'DUPLICATE_NAME' })]);
      expect(duplicate.body.duplicates).toEqual([expect.objectContaining({ name: 'Kaksoisnimi Oy' })]);

      const allowed = await post(editor, `${REST}/validate-assignment`, {
        customerId,
        newCompany: { name: 'KAKSOISNIMI AB', organizationNumber: organizationNumber() },
        allowDuplicateName: true,
      }).expect(200);
      expect(allowed.body.allowed).toBe(true);
      expect(allowed.body.warnings.map((warning: { code: string }) => warning.code)).toContain(
        'DUPLICATE_NAME',
      );

      const taken = await post(editor, `${REST}/validate-assignment`, {
        customerId,
        newCompany: { name: 'Uusi Nimi Oy', organizationNumber: ` ${takenNumber.toUpperCase()} ` },
      }).expect(200);
      expect(taken.body.blockers).toEqual([expect.objectContaining({ code: 'ORGANIZATION_NUMBER_TAKEN' })]);
    });

    it('answers 404 for unknown ids and 400 for a request that names no target or both', async () => {
      const from = await company('Tuntematon Oy');
      const customerId = await person(from);
      await post(editor, `${REST}/validate-assignment`, { customerId: 99999999, companyId: from }).expect(
        404,
      );
      await post(editor, `${REST}/validate-assignment`, { customerId, companyId: 99999999 }).expect(404);
      const neither = await post(editor, `${REST}/validate-assignment`, { customerId }).expect(400);
      expect(neither.body.message).toMatch(/Give either companyId .* or newCompany/);
      await post(editor, `${REST}/validate-assignment`, {
        customerId,
        companyId: from,
        newCompany: { name: 'X Oy', organizationNumber: '1' },
      }).expect(400);
      const badId = await post(editor, `${REST}/validate-assignment`, {
        customerId: 'abc',
        companyId: from,
      }).expect(400);
      expect(badId.body.message).toMatch(/customerId must be the id of a customer/);
    });
  });

  describe('dispatch an existing assignment', () => {
    it("moves the customer, who then is among the new company's members, and audits who moved whom", async () => {
      const from = await company('Lähde Oy');
      const to = await company('Kohde Oy');
      const customerId = await person(from, { lastname: 'Siirretty' });
      await person(from);
      await address(customerId, 'Lähde Oy');

      const response = await post(editor, `${SPEC}/dispatch-existing-assignment`, {
        customerId,
        companyId: to,
      }).expect(200);
      expect(response.body.data).toMatchObject({
        createdCompany: false,
        from: { id: from, memberCount: 1 },
        to: { id: to, memberCount: 1 },
        customer: { id: customerId, companyId: to, addressesNamingCompany: 0 },
        addressesRenamed: 0,
      });
      expect(await companyOf(customerId)).toBe(to);
      const members = await get(editor, `${REST}/entity-details?companyId=${to}`).expect(200);
      expect(members.body.members).toEqual([
        expect.objectContaining({ id: customerId, name: 'Test Siirretty' }),
      ]);
      expect(await moves(customerId)).toEqual([
        expect.objectContaining({
          actor_type: 'admin',
          email: DEMO_ACCOUNTS.editor.email,
          details: expect.objectContaining({
            from: { id: from, name: 'Lähde Oy' },
            to: { id: to, name: 'Kohde Oy' },
            createdCompany: false,
            resolution: 'keep-addresses',
            addressesRenamed: 0,
            warnings: ['ADDRESSES_NAME_OLD_COMPANY'],
          }),
        }),
      ]);
      const addressCompanies = await testApp.withClient(async (client) => {
        const { rows } = await client.query('select company from address where customer_id = $1', [
          customerId,
        ]);
        return rows.map((row) => row.company);
      });
      expect(addressCompanies).toEqual(['Lähde Oy']);
    });

    it("renames the company line of the customer's addresses when asked to", async () => {
      const from = await company('Nimi Ennen Oy');
      const to = await company('Nimi Jälkeen Oy');
      const customerId = await person(from);
      await address(customerId, 'Nimi Ennen Oy');
      await address(customerId, 'Joku Muu Oy');
      const response = await post(editor, `${REST}/dispatch-existing-assignment`, {
        customerId,
        companyId: to,
        resolution: 'rename-addresses',
      }).expect(200);
      expect(response.body.addressesRenamed).toBe(1);
      const companies = await testApp.withClient(async (client) => {
        const { rows } = await client.query(
          'select company from address where customer_id = $1 order by id',
          [customerId],
        );
        return rows.map((row) => row.company);
      });
      expect(companies).toEqual(['Nimi Jälkeen Oy', 'Joku Muu Oy']);
    });

    it('refuses a blocked move with 409 and the reason, and changes nothing', async () => {
      const from = await company('Suomi Oy');
      const to = await company('Sverige AB', otherStoreId);
      const customerId = await person(from);
      const response = await post(editor, `${REST}/dispatch-existing-assignment`, {
        customerId,
        companyId: to,
      }).expect(409);
      expect(response.body.message).toMatch(/buys in another store than Suomi Oy/);
      expect(await companyOf(customerId)).toBe(from);
      expect(await moves(customerId)).toEqual([]);
    });

    it('refuses an unknown resolution with 400', async () => {
      const from = await company('Ratkaisu Oy');
      const to = await company('Toinen Ratkaisu Oy');
      const customerId = await person(from);
      const response = await post(editor, `${REST}/dispatch-existing-assignment`, {
        customerId,
        companyId: to,
        resolution: 'delete-everything',
      }).expect(400);
      expect(response.body.message).toMatch(/resolution must be one of keep-addresses, rename-addresses/);
      expect(await companyOf(customerId)).toBe(from);
    });
  });

  describe('dispatch a new assignment', () => {
    it('creates a company in the store of the old one and moves the customer into it', async () => {
      const from = await company('Emo Oy');
      const customerId = await person(from);
      await person(from);
      const number = organizationNumber();
      const response = await post(editor, `${SPEC}/dispatch-new-assignment`, {
        customerId,
        company: { name: '  Tytär Oy ', organizationNumber: number, email: 'tytar@example.test' },
      }).expect(200);
      expect(response.body.data).toMatchObject({
        createdCompany: true,
        to: { name: 'Tytär Oy', organizationNumber: number, storeCode: 'fi', memberCount: 1 },
      });
      const newId = response.body.data.to.id as number;
      expect(await companyOf(customerId)).toBe(newId);
      expect(await moves(customerId)).toEqual([
        expect.objectContaining({
          details: expect.objectContaining({ createdCompany: true, to: { id: newId, name: 'Tytär Oy' } }),
        }),
      ]);
    });

    it('refuses a duplicate name unless the editor confirms it, and creates nothing on refusal', async () => {
      await company('Tuplanimi Oy');
      const from = await company('Tuplan Lähtö Oy');
      const customerId = await person(from);
      const before = await companyCount();
      const body = {
        customerId,
        company: { name: 'TUPLANIMI AB', organizationNumber: organizationNumber() },
      };

      const refused = await post(editor, `${REST}/dispatch-new-assignment`, body).expect(409);
      expect(refused.body.message).toMatch(/A company of the same name already exists: Tuplanimi Oy/);
      expect(await companyCount()).toBe(before);
      expect(await companyOf(customerId)).toBe(from);

      const confirmed = await post(editor, `${REST}/dispatch-new-assignment`, {
        ...body,
        allowDuplicateName: true,
      }).expect(200);
      expect(confirmed.body.warnings).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: 'DUPLICATE_NAME' })]),
      );
      expect(await companyCount()).toBe(before + 1);
    });

    it('refuses a taken organization number and a missing name, and creates nothing', async () => {
      const from = await company('Numero Oy');
      const customerId = await person(from);
      const taken = await testApp.withClient(async (client) => {
        const { rows } = await client.query(
          'select organization_number from customer_company where id = $1',
          [from],
        );
        return rows[0].organization_number as string;
      });
      const before = await companyCount();
      const conflict = await post(editor, `${REST}/dispatch-new-assignment`, {
        customerId,
        company: { name: 'Aivan Uusi Oy', organizationNumber: taken },
      }).expect(409);
      expect(conflict.body.message).toBe(
        `A customer company with the organization number ${taken} already exists.`,
      );
      const missing = await post(editor, `${REST}/dispatch-new-assignment`, {
        customerId,
        company: { name: ' ', organizationNumber: organizationNumber() },
      }).expect(400);
      expect(missing.body.message).toMatch(/The company name is required/);
      await post(editor, `${REST}/dispatch-new-assignment`, {
        customerId,
        company: { name: 'Kaupaton Oy', organizationNumber: organizationNumber(), storeId: 99999 },
      }).expect(404);
      expect(await companyCount()).toBe(before);
      expect(await companyOf(customerId)).toBe(from);
    });

    it('lets one of two editors creating the same organization number at once win; the other changes nothing', async () => {
      const from = await company('Kilpa Oy');
      const first = await person(from);
      const second = await person(from);
      const number = organizationNumber();
      const before = await companyCount();
      const responses = await Promise.all(
        [first, second].map((customerId, index) =>
          post(editor, `${REST}/dispatch-new-assignment`, {
            customerId,
            company: { name: `Kilpailija ${index} Oy`, organizationNumber: number },
          }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(await companyCount()).toBe(before + 1);
      const companies = [await companyOf(first), await companyOf(second)];
      expect(companies.filter((id) => id === from)).toHaveLength(1);
    });
  });

  it("renames a company through the companies screen's door; a blank name is refused", async () => {
    const companyId = await company('Vanha Nimi Oy');
    const rename = (name: string) =>
      testApp
        .http()
        .put(`/api/admin/customer-companies/${companyId}`)
        .set('Cookie', editor.cookies)
        .set('X-CSRF-Token', editor.csrf)
        .send({ name });
    const response = await rename('  Uusi Nimi Oy ').expect(200);
    expect(response.body.name).toBe('Uusi Nimi Oy');
    const blank = await rename('  ').expect(400);
    expect(blank.body.message).toBe('The company name cannot be empty');
    const check = await get(editor, `${REST}/duplicate-name-check?name=UUSI%20NIMI%20AB`).expect(200);
    expect(check.body.duplicates).toEqual([expect.objectContaining({ id: companyId, name: 'Uusi Nimi Oy' })]);
  });

  it('lets staff with only customers.read look but not move anyone', async () => {
    const from = await company('Luku Oy');
    const to = await company('Kirjoitus Oy');
    const customerId = await person(from);
    const roleId = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into admin_role (name, permissions) values ('Modifier read-only', '{customers.read}') returning id`,
      );
      return rows[0]!.id;
    });
    const user = await testApp.withClient((client) => insertAdminUser(client, { role: roleId }));
    const reader = await loginAsAdmin(testApp, user.email, user.password);
    await get(reader, `${REST}/entity-details?customerId=${customerId}`).expect(200);
    await get(reader, `${SPEC}/duplicate-name-check?name=Luku`).expect(200);
    for (const door of [SPEC, REST]) {
      await post(reader, `${door}/validate-assignment`, { customerId, companyId: to }).expect(403);
      await post(reader, `${door}/dispatch-existing-assignment`, { customerId, companyId: to }).expect(403);
      await post(reader, `${door}/dispatch-new-assignment`, {
        customerId,
        company: { name: 'Luvaton Oy', organizationNumber: organizationNumber() },
      }).expect(403);
    }
    expect(await companyOf(customerId)).toBe(from);
    expect(await moves(customerId)).toEqual([]);
  });
});
