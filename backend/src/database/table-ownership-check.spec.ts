import { findOwnershipViolations, moduleOf, type OwnershipRules } from './table-ownership-check';

const rules: OwnershipRules = {
  tableOwners: { cart: 'cart', cart_item: 'cart', customer: 'customers', store: 'shop-config' },
  readModels: {},
};
const withReadModel = {
  ...rules,
  readModels: { 'modules/cart/cart-page.read-model.ts': 'joins its customer' },
};

const messages = (files: { path: string; text: string }[], given: OwnershipRules = rules) =>
  findOwnershipViolations(files, given).map(({ path, line, message }) => `${path}:${line} ${message}`);

describe('findOwnershipViolations', () => {
  it('accepts a module that names only its own tables', () => {
    const text =
      'const q = sql`select * from cart c join cart_item i on i.cart_id = c.id where c.id = ${id}`;';
    expect(messages([{ path: 'modules/cart/cart.repository.ts', text }])).toEqual([]);
  });

  it('reports a read of another module table in a sql template, on the line that names it', () => {
    const text = 'const q = sql`\n  select c.id\n  from cart c\n  join customer u on u.id = c.customer_id`;';
    expect(messages([{ path: 'modules/cart/cart.repository.ts', text }])).toEqual([
      'modules/cart/cart.repository.ts:4 cart reads customer, owned by customers',
    ]);
  });

  it('reports writes in plain strings and inside nested fragments', () => {
    const text = [
      "em.execute('update store set name = ? where id = ?', [name, id]);",
      'const q = sql`select 1 from cart where ${sql`exists (select 1 from store s)`}`;',
      'const q2 = sql`insert into customer (email) values (${email})`;',
    ].join('\n');
    expect(messages([{ path: 'modules/cart/cart.service.ts', text }])).toEqual([
      'modules/cart/cart.service.ts:1 cart writes store, owned by shop-config',
      'modules/cart/cart.service.ts:2 cart reads store, owned by shop-config',
      'modules/cart/cart.service.ts:3 cart writes customer, owned by customers',
    ]);
  });

  it('reports an import of another module entity, not its service nor its type', () => {
    const entity = "@Entity({ tableName: 'customer' })\nexport class Customer {}";
    const text = [
      "import { Customer } from '../customers/entities/customer.entity';",
      "import { CustomersService } from '../customers/customers.service';",
      "import type { Customer as CustomerRow } from '../customers/entities/customer.entity';",
    ].join('\n');
    expect(
      messages([
        { path: 'modules/customers/entities/customer.entity.ts', text: entity },
        { path: 'modules/customers/customers.service.ts', text: 'export class CustomersService {}' },
        { path: 'modules/cart/cart.service.ts', text },
      ]),
    ).toEqual(['modules/cart/cart.service.ts:1 cart imports the entity of customer, owned by customers']);
  });

  it('ignores words that only look like tables in prose and code outside SQL', () => {
    const text = "// read from customer\nconst message = 'Choose a store';\nArray.from(store);";
    expect(messages([{ path: 'modules/cart/cart.service.ts', text }])).toEqual([]);
  });

  it('lets a listed read model read across, but never write across', () => {
    const text = 'sql`select * from cart join customer on true`;\nsql`update customer set x = 1`;';
    expect(messages([{ path: 'modules/cart/cart-page.read-model.ts', text }], withReadModel)).toEqual([
      'modules/cart/cart-page.read-model.ts:2 cart writes customer, owned by customers',
    ]);
  });

  it('refuses a read model that is not listed, and a listed one that is gone', () => {
    const text = 'sql`select * from customer`;';
    expect(messages([{ path: 'modules/cart/cart-summary.read-model.ts', text }], withReadModel)).toEqual([
      'modules/cart/cart-page.read-model.ts:1 listed read model does not exist',
      'modules/cart/cart-summary.read-model.ts:1 read model not listed in table-owners.ts',
      'modules/cart/cart-summary.read-model.ts:1 cart reads customer, owned by customers',
    ]);
  });

  it('reports an entity whose table has no owner', () => {
    const text = "@Entity({ tableName: 'coupon' })\nexport class Coupon {}";
    expect(messages([{ path: 'modules/cart/coupon.entity.ts', text }])).toEqual([
      'modules/cart/coupon.entity.ts:1 table coupon has no owner in table-owners.ts',
    ]);
  });

  it('names the module of a path', () => {
    expect(moduleOf('modules/shop-config/stores/stores.service.ts')).toBe('shop-config');
    expect(moduleOf('jobs/job.entity.ts')).toBe('jobs');
  });
});
