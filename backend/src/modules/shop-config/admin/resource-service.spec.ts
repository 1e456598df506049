import {
  type EntityManager,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { filterValue } from '../../../common/http/admin-list-query';
import type { AdminListRequest } from '../../../common/http/admin-list-query';
import { stillInUse } from './resource-rules';
import { activeFilter, entityResourceService, equalTo } from './resource-service';
import type { ResourceLookups } from './resource-lookups';

class Zone {
  id!: number;
  name!: string;
  active!: boolean;
}

/** Just what the helper asks of an EntityManager, over rows in memory; `failAt` makes the database refuse. */
class FakeEntityManager {
  rows: Zone[] = [
    { id: 1, name: 'Nordics', active: true },
    { id: 2, name: 'Baltics', active: false },
  ];
  failAt?: { step: 'flush' | 'delete'; error: Error };
  pages: { where: Record<string, unknown>; options: Record<string, unknown> }[] = [];

  async transactional<T>(work: (em: this) => Promise<T>): Promise<T> {
    return work(this);
  }
  async flush() {
    if (this.failAt?.step === 'flush') throw this.failAt.error;
  }
  async findOne(_entity: unknown, where: { id: number }) {
    return this.rows.find((row) => row.id === where.id) ?? null;
  }
  /** Only the unique check's `{ field: { $ilike } }` query. */
  async find(_entity: unknown, where: Record<string, { $ilike: string }>) {
    const [field, condition] = Object.entries(where)[0]!;
    return this.rows.filter(
      (row) => String(row[field as keyof Zone]).toLowerCase() === condition.$ilike.toLowerCase(),
    );
  }
  async findAndCount(_entity: unknown, where: Record<string, unknown>, options: Record<string, unknown>) {
    this.pages.push({ where, options });
    return [this.rows, this.rows.length];
  }
  async nativeDelete(_entity: unknown, where: { id: number }) {
    if (this.failAt?.step === 'delete') throw this.failAt.error;
    this.rows = this.rows.filter((row) => row.id !== where.id);
  }
  assign(row: Zone, data: Partial<Zone>) {
    Object.assign(row, data);
  }
  create(_entity: unknown, data: Omit<Zone, 'id'>): Zone {
    const row = { id: Math.max(...this.rows.map((other) => other.id)) + 1, ...data };
    this.rows.push(row);
    return row;
  }
}

const databaseRefusal = <T extends Error>(Exception: new (previous: Error) => T) =>
  new Exception(new Error('the database refused'));

function zonesService(options: { inUse?: boolean } = {}) {
  const em = new FakeEntityManager();
  const extrasAsked: number[][] = [];
  const Service = entityResourceService({
    entity: Zone,
    what: 'zone',
    sorts: ['id', 'name'],
    unique: 'name',
    inUseBy: 'countries',
    search: ['name'],
    filters: { active: activeFilter, countryId: equalTo('countries', filterValue.integer) },
    extras: async (_em, ids) => {
      extrasAsked.push(ids);
      return new Map(ids.map((id) => [id, id * 10]));
    },
    toResponse: (zone, countries) => ({ ...zone, countries }),
    create: (fakeEm, input: { name: string }) => fakeEm.create(Zone, { name: input.name, active: true }),
    beforeDelete: () => {
      if (options.inUse) throw stillInUse('zone', 'the countries FI, SE');
    },
    configExtras: () => ({ colours: ['red'] }),
  });
  return { em, extrasAsked, service: new Service(em as unknown as EntityManager, {} as ResourceLookups) };
}

const listRequest = (filter: Record<string, unknown>): AdminListRequest<string> => ({
  sortField: 'name',
  sortOrder: 'desc',
  offset: 10,
  limit: 5,
  filter,
});

describe('the service of a shop-configuration resource stored as an entity', () => {
  it('lists a page with the search, the id list and its own filters, loading the extras once', async () => {
    const { em, extrasAsked, service } = zonesService();
    const page = await service.list(listRequest({ q: '50%', id: [1, 2], active: true, countryId: '7' }));

    expect(em.pages[0]!.where).toEqual({
      id: { $in: [1, 2] },
      $or: [{ name: { $ilike: '%50\\%%' } }],
      active: true,
      countries: 7,
    });
    expect(em.pages[0]!.options).toMatchObject({
      orderBy: { name: 'desc', id: 'desc' },
      offset: 10,
      limit: 5,
    });
    expect(extrasAsked).toEqual([[1, 2]]);
    expect(page).toEqual({
      rows: [
        { id: 1, name: 'Nordics', active: true, countries: 10 },
        { id: 2, name: 'Baltics', active: false, countries: 20 },
      ],
      total: 2,
    });
  });

  it('refuses a filter value of the wrong kind with 400 naming the filter', async () => {
    const { service } = zonesService();
    await expect(service.list(listRequest({ countryId: 'seven' }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'filter.countryId' }],
    });
  });

  it('answers 404 naming the resource for an id no row has', async () => {
    const { service } = zonesService();
    await expect(service.get(99)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No zone has the id 99',
    });
  });

  it('refuses a new row whose unique field another row has, letter case aside, and stores nothing', async () => {
    const { em, service } = zonesService();
    await expect(service.create({ name: 'nordics' })).rejects.toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'name', reason: 'already taken' }],
    });
    expect(em.rows).toHaveLength(2);
  });

  it('answers the same 409 when the database refuses a duplicate another save stored first', async () => {
    const { em, service } = zonesService();
    em.failAt = { step: 'flush', error: databaseRefusal(UniqueConstraintViolationException) };
    await expect(service.create({ name: 'Alps' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Another zone already has the name Alps',
      details: [{ field: 'name', reason: 'already taken' }],
    });
  });

  it('checks the unique field on an update only when it changes, and takes the fields given', async () => {
    const { em, service } = zonesService();
    em.rows.push({ id: 3, name: 'NORDICS', active: true }); // stored before the unique index was there
    await expect(service.update(1, { name: 'Nordics', active: false })).resolves.toMatchObject({
      name: 'Nordics',
      active: false,
    });
    await expect(service.update(1, { name: 'BALTICS' })).rejects.toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'name' }],
    });
  });

  it('deletes a row and answers it as it was, extras included', async () => {
    const { em, service } = zonesService();
    await expect(service.delete(2)).resolves.toEqual({
      id: 2,
      name: 'Baltics',
      active: false,
      countries: 20,
    });
    expect(em.rows.map((row) => row.id)).toEqual([1]);
  });

  it('keeps a row its in-use rule refuses to delete', async () => {
    const { em, service } = zonesService({ inUse: true });
    await expect(service.delete(2)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This zone is still used by the countries FI, SE; change those first',
    });
    expect(em.rows).toHaveLength(2);
  });

  it('answers 409 naming who may still use it when the database refuses the delete', async () => {
    const { em, service } = zonesService();
    em.failAt = { step: 'delete', error: databaseRefusal(ForeignKeyConstraintViolationException) };
    await expect(service.delete(2)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This zone is still used by countries; change those first',
    });
  });

  it('tells the screens its sort fields, its filters and what else the resource says', () => {
    const { service } = zonesService();
    expect(service.config()).toEqual({
      sortFields: ['id', 'name'],
      filterFields: ['active', 'countryId'],
      colours: ['red'],
    });
  });
});
