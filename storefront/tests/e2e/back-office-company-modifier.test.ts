import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { launchBrowser, logInToBackOffice, newPage, screenshot } from './support';
import { withDatabase } from './support-database';

let browser: Browser;
let page: Page;

const suffix = `${Date.now() % 1_000_000}`;

async function insertCompany(client: Client, name: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into customer_company (name, organization_number, store_id)
     values ($1, $2, (select id from store where code = 'fi')) returning id`,
    [name, `${suffix}-${Math.floor(Math.random() * 1e6)}`],
  );
  return rows[0]!.id;
}

async function insertPerson(client: Client, companyId: number, firstname: string, lastname: string) {
  const { rows } = await client.query<{ id: number }>(
    `insert into customer (company_id, email, password_hash, firstname, lastname, locale, kind)
     values ($1, $2, 'not-a-hash', $3, $4, 'fi', 'customer') returning id`,
    [companyId, `${firstname.toLowerCase()}.${suffix}@modifier.test`, firstname, lastname],
  );
  return rows[0]!.id;
}

function companyOf(customerId: number): Promise<number | null> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ company_id: number | null }>(
      'select company_id from customer where id = $1',
      [customerId],
    );
    return rows[0]!.company_id;
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('the customer-company modifier in the back office', () => {
  it("moves a customer to another company, who then is among that company's people; a duplicate name is warned about", async () => {
    const { leaving, arriving, aino, bertta, duplicateName } = await withDatabase(async (client) => {
      const leaving = await insertCompany(client, `Lähtö ${suffix} Oy`);
      const arriving = await insertCompany(client, `Saapuva ${suffix} Oy`);
      const duplicateName = `Tuplatesti ${suffix} Oy`;
      await insertCompany(client, duplicateName);
      return {
        leaving,
        arriving,
        duplicateName,
        aino: await insertPerson(client, leaving, 'Aino', 'Siirtyjä'),
        bertta: await insertPerson(client, leaving, 'Bertta', 'Perustaja'),
      };
    });

    await logInToBackOffice(page);
    await page.goto(`/admin/#/customer-companies/${leaving}`);
    const members = page.getByTestId('company-members');
    await members.getByTestId(`member-${aino}`).waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-company-members-1280');

    // Move Aino to the arriving company: pick it, see the check, confirm.
    await members
      .getByTestId(`member-${aino}`)
      .getByRole('button', { name: 'Move to another company' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Company').fill(`Saapuva ${suffix}`);
    await page.getByRole('option', { name: new RegExp(`Saapuva ${suffix} Oy`) }).click();
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByTestId('assignment-allowed').waitFor();
    expect(await dialog.getByTestId('assignment-allowed').innerText()).toContain(
      `Aino Siirtyjä can be moved to Saapuva ${suffix} Oy`,
    );
    await screenshot(page, 'admin-company-move-check-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await members.getByTestId(`member-${aino}`).waitFor({ state: 'detached' });
    expect(await companyOf(aino)).toBe(arriving);

    // The arriving company now lists her among its people.
    await members.getByTestId('moved-to-link').click();
    await page.waitForURL((url) => url.hash === `#/customer-companies/${arriving}`);
    await members.getByTestId(`member-${aino}`).waitFor({ timeout: 30_000 });
    expect(await members.getByTestId(`member-${aino}`).innerText()).toContain('Aino Siirtyjä');

    // Editing the company's name to one in use warns, listing the company of the same name.
    const nameInput = page.locator('input[name=name]');
    await nameInput.fill(`TUPLATESTI ${suffix} AB`);
    const editWarning = page.getByTestId('duplicate-name-warning');
    await editWarning.waitFor();
    expect(await editWarning.innerText()).toContain(duplicateName);
    await screenshot(page, 'admin-company-name-duplicate-1280', { fullPage: false });

    // Bertta into a new company of a name in use: the warning, a refusal, then created when confirmed.
    await page.goto(`/admin/#/customer-companies/${leaving}`);
    await members.getByTestId(`member-${bertta}`).waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-company-members-390');
    // Clicked at 1280: at phone width react-admin's sidebar drawer hides the page from the accessibility tree.
    await page.setViewportSize({ width: 1280, height: 900 });
    await members
      .getByTestId(`member-${bertta}`)
      .getByRole('button', { name: 'Move to a new company' })
      .click();
    await dialog.getByLabel('Name of the new company').fill(`tuplatesti  ${suffix} ab`);
    const warning = dialog.getByTestId('duplicate-name-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(duplicateName);
    await dialog.getByLabel('Organization number').fill(`${suffix}-NEW`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-company-new-duplicate-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByTestId('assignment-blocked').waitFor();
    await dialog.getByLabel('I know; create it all the same').check();
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByTestId('assignment-allowed').waitFor();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const newCompany = await companyOf(bertta);
    expect(newCompany).not.toBe(leaving);
    await members.getByTestId('moved-to-link').click();
    await members.getByTestId(`member-${bertta}`).waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`#/customer-companies/${newCompany}`);
  }, 180_000);
});
