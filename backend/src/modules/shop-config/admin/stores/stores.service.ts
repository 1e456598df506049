import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_STORE_FOR_LOCALE, LOCALES, STORE_CODES, type StoreCode } from '@tradeshop/shared';
import { DomainError } from '../../../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../../../common/http/admin-list-query';
import { joinSql, queryRows, sql, trusted, type SqlQuery } from '../../../../database/sql';
import { TaxRuleGroup } from '../../entities/tax.entity';
import { ConfigUsageRegistry, describeUsages } from '../../config-usage.registry';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { completeSeller } from '../../stores/store-seller';
import { notFound, referenced, stillInUse, taken, translateConstraintErrors } from '../resource-rules';
import {
  type CreateStoreDto,
  STORE_SORTS,
  StoreDto,
  type StoreRow,
  type StoreSiteDto,
  type UpdateStoreDto,
} from './store.dto';

const WHAT = 'store';

const COLUMNS =
  trusted(`id, code, name, country, default_locale as "defaultLocale", locales, currency, position,
  sales_email as "salesEmail", guest_checkout as "guestCheckout",
  prices_include_tax as "pricesIncludeTax",
  default_tax_rule_group_id as "defaultTaxRuleGroupId", order_number_prefix as "orderNumberPrefix",
  terms_of_delivery as "termsOfDelivery", terms_of_payment as "termsOfPayment", seller,
  payment_terms as "paymentTerms", delivery_terms as "deliveryTerms"`);

const SORT_COLUMNS: Record<(typeof STORE_SORTS)[number], string> = {
  id: 'id',
  code: 'code',
  name: 'name',
  position: 'position',
  currency: 'currency',
  country: 'country',
};

/** Settable fields and their columns; the text values the DTO gives are stored as they are. */
const WRITABLE: Record<keyof CreateStoreDto, string> = {
  code: 'code',
  name: 'name',
  country: 'country',
  defaultLocale: 'default_locale',
  locales: 'locales',
  currency: 'currency',
  position: 'position',
  salesEmail: 'sales_email',
  guestCheckout: 'guest_checkout',
  pricesIncludeTax: 'prices_include_tax',
  defaultTaxRuleGroupId: 'default_tax_rule_group_id',
  orderNumberPrefix: 'order_number_prefix',
  termsOfDelivery: 'terms_of_delivery',
  termsOfPayment: 'terms_of_payment',
  seller: 'seller',
  paymentTerms: 'payment_terms',
  deliveryTerms: 'delivery_terms',
};

/** A value as a bound parameter; the list of languages as a text[], the seller and terms as jsonb. */
function bound(field: keyof CreateStoreDto, value: unknown): SqlQuery {
  if (field === 'locales') return sql`${`{${(value as string[]).join(',')}}`}::text[]`;
  if (field === 'seller') return sql`${JSON.stringify(completeSeller(value as object))}::jsonb`;
  if (field === 'paymentTerms' || field === 'deliveryTerms')
    return sql`${JSON.stringify(value ?? {})}::jsonb`;
  return sql`${value}`;
}

/** The stores the code knows by their code (delivery days, time zones, the language's store): kept as they are. */
const isBuiltIn = (code: string) => (STORE_CODES as readonly string[]).includes(code);

/**
 * Stores (back-office spec §7): the country sales organisations with their currency, languages, default tax
 * rule group, guest checkout, order number prefix and terms. The store table belongs to the stores module, so
 * this service works on it with plain statements and never through that module's entity.
 */
@Injectable()
export class StoresAdminService implements ShopConfigResourceService<
  StoreDto,
  CreateStoreDto,
  UpdateStoreDto,
  ResourceConfigDto
> {
  constructor(
    private readonly em: EntityManager,
    private readonly usage: ConfigUsageRegistry,
  ) {}

  /** Filters: q (code or name), id (a list), currency, country. */
  async list(request: AdminListRequest<string>) {
    const where = this.where(request.filter);
    const order = trusted(
      `${SORT_COLUMNS[request.sortField as keyof typeof SORT_COLUMNS] ?? 'id'} ${request.sortOrder}, id ${request.sortOrder}`,
    );
    const [rows, [count]] = await Promise.all([
      queryRows<StoreRow>(
        this.em,
        sql`select ${COLUMNS} from store where ${where} order by ${order}
            limit ${request.limit} offset ${request.offset}`,
      ),
      queryRows<{ total: number }>(this.em, sql`select count(*)::int as total from store where ${where}`),
    ]);
    return { rows: rows.map((row) => StoreDto.from(row)), total: count.total };
  }

  async get(id: number) {
    return StoreDto.from(await this.find(this.em, id));
  }

  async create(input: CreateStoreDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await this.assertValid(em, input, {});
          const values = { guestCheckout: false, orderNumberPrefix: '', position: 0, ...input };
          const fields = (Object.keys(values) as (keyof CreateStoreDto)[]).filter(
            (field) => values[field] !== undefined,
          );
          const [row] = await queryRows<StoreRow>(
            em,
            sql`insert into store (${trusted(fields.map((field) => WRITABLE[field]).join(', '))})
                values (${joinSql(
                  fields.map((field) => bound(field, values[field])),
                  ', ',
                )}) returning ${COLUMNS}`,
          );
          return StoreDto.from(row);
        }),
      { unique: () => taken('code', input.code, WHAT) },
    );
  }

  async update(id: number, input: UpdateStoreDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const current = await this.find(em, id);
          await this.assertValid(em, input, current);
          const fields = (Object.keys(input) as (keyof CreateStoreDto)[]).filter(
            (field) => input[field] !== undefined,
          );
          if (fields.length === 0) return StoreDto.from(current);
          const assignments = joinSql(
            fields.map((field) => sql`${trusted(WRITABLE[field])} = ${bound(field, input[field])}`),
            ', ',
          );
          const [row] = await queryRows<StoreRow>(
            em,
            sql`update store set ${assignments} where id = ${id} returning ${COLUMNS}`,
          );
          return StoreDto.from(row);
        }),
      { unique: () => taken('code', input.code ?? '', WHAT) },
    );
  }

  async delete(id: number) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await this.find(em, id);
          if (isBuiltIn(row.code)) {
            throw new DomainError(
              'CONFLICT',
              `The store ${row.code} is one of the shop's own sales organisations; it cannot be deleted`,
            );
          }
          const users = await this.usage.usages(em, 'store', id);
          if (users.length > 0) throw stillInUse(WHAT, describeUsages(users));
          await queryRows(em, sql`delete from store where id = ${id}`);
          return StoreDto.from(row);
        }),
      { unique: () => taken('code', '', WHAT), inUse: () => stillInUse(WHAT, 'orders or customers') },
    );
  }

  config(): ResourceConfigDto {
    return { sortFields: [...STORE_SORTS], filterFields: ['currency', 'country'] };
  }

  /** The storefront's sites: one per language, landing in that language's store (`/stores/list-sites`). */
  async sites(): Promise<StoreSiteDto[]> {
    const stores = await queryRows<{ id: number; code: string }>(this.em, sql`select id, code from store`);
    const idOf = new Map(stores.map((store) => [store.code, store.id]));
    return LOCALES.map((locale) => {
      const storeCode: StoreCode = DEFAULT_STORE_FOR_LOCALE[locale];
      return {
        id: locale,
        name: new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale,
        path: `/${locale}`,
        storeId: idOf.get(storeCode) ?? null,
        storeCode,
      };
    });
  }

  private async find(em: EntityManager, id: number): Promise<StoreRow> {
    const [row] = await queryRows<StoreRow>(em, sql`select ${COLUMNS} from store where id = ${id}`);
    if (!row) throw notFound(WHAT, id);
    return row;
  }

  private where(filter: Record<string, unknown>): SqlQuery {
    const parts: SqlQuery[] = [sql`true`];
    const ids = filterValue.integers(filter, 'id');
    if (ids) parts.push(sql`id = any(${ids}::int[])`);
    const q = filterValue.text(filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      parts.push(sql`(code ilike ${pattern} or name ilike ${pattern})`);
    }
    const currency = filterValue.text(filter, 'currency');
    if (currency) parts.push(sql`currency = ${currency.toUpperCase()}`);
    const country = filterValue.text(filter, 'country');
    if (country) parts.push(sql`country = ${country.toUpperCase()}`);
    return joinSql(parts, ' and ');
  }

  /** Unique code, known country, currency and tax rule group, the default language among the languages. */
  private async assertValid(em: EntityManager, input: UpdateStoreDto, current: Partial<StoreRow>) {
    const refuse = (field: string, reason: string) => {
      throw new DomainError('VALIDATION_FAILED', `${field}: ${reason}`, [{ field, reason }]);
    };
    if (input.code !== undefined && input.code !== current.code) {
      if (current.code && isBuiltIn(current.code)) {
        throw new DomainError(
          'CONFLICT',
          `The store ${current.code} is one of the shop's own sales organisations; its code cannot change`,
        );
      }
      const others = await queryRows<{ id: number }>(
        em,
        sql`select id from store where lower(code) = ${input.code.toLowerCase()} and id <> ${current.id ?? 0}`,
      );
      if (others.length > 0) throw taken('code', input.code, WHAT);
    }
    if (input.country) {
      const known = await queryRows(em, sql`select 1 from country where iso_code = ${input.country}`);
      if (known.length === 0) refuse('country', `no country has the code ${input.country}`);
    }
    if (input.currency !== undefined && input.currency !== current.currency?.trim()) {
      const known = await queryRows(em, sql`select 1 from currency where iso_code = ${input.currency}`);
      if (known.length === 0) refuse('currency', `no currency has the code ${input.currency}`);
      if (current.id !== undefined) {
        const prices = (await this.usage.usages(em, 'store_currency', current.id)).reduce(
          (sum, { count }) => sum + count,
          0,
        );
        if (prices > 0) {
          throw new DomainError(
            'CONFLICT',
            `The store has ${prices} prices in ${current.currency?.trim()}; its currency cannot change under them`,
          );
        }
      }
    }
    if (typeof input.defaultTaxRuleGroupId === 'number') {
      await referenced(
        em,
        TaxRuleGroup,
        input.defaultTaxRuleGroupId,
        'defaultTaxRuleGroupId',
        'tax rule group',
      );
    }
    const defaultLocale = input.defaultLocale ?? current.defaultLocale;
    const locales = input.locales ?? current.locales;
    if (defaultLocale && locales && !locales.includes(defaultLocale)) {
      refuse('defaultLocale', "must be one of the store's locales");
    }
  }
}
