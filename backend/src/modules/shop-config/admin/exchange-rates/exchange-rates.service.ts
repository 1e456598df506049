import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../../../common/http/admin-list-query';
import { Currency, ExchangeRate } from '../../entities/currency.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { findOrFail, findPage, listWhere, referenced, translateConstraintErrors } from '../resource-rules';
import {
  type CreateExchangeRateDto,
  EXCHANGE_RATE_SORTS,
  ExchangeRateDto,
  type UpdateExchangeRateDto,
} from './exchange-rate.dto';

const WHAT = 'exchange rate';

/**
 * Exchange rates (back-office spec §7): a store without a price of its own sells at the international store's
 * price converted at the rate between the two currencies (the direct rate, else the inverse of the reverse one).
 * The pricing model reads the rate per quote, so a change applies to the next cart at once.
 */
@Injectable()
export class ExchangeRatesService implements ShopConfigResourceService<
  ExchangeRateDto,
  CreateExchangeRateDto,
  UpdateExchangeRateDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (ISO code of either currency, or the rate), id (a list), currencyId (either side). */
  async list(request: AdminListRequest<string>) {
    const { where } = listWhere(request, []);
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      where.$or = [
        { fromCurrency: { isoCode: { $ilike: pattern } } },
        { toCurrency: { isoCode: { $ilike: pattern } } },
        ...(/^\d+(\.\d+)?$/.test(q) ? [{ rate: q }] : []),
      ];
    }
    const currencyId = filterValue.integers(request.filter, 'currencyId');
    if (currencyId) where.$and = [{ $or: [{ fromCurrency: currencyId }, { toCurrency: currencyId }] }];
    const [rows, total] = await findPage(this.em, ExchangeRate, where, request);
    return { rows: rows.map((row) => ExchangeRateDto.from(row)), total };
  }

  async get(id: number) {
    return ExchangeRateDto.from(await findOrFail(this.em, ExchangeRate, id, WHAT));
  }

  async create(input: CreateExchangeRateDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await this.assertPair(em, input.fromCurrencyId, input.toCurrencyId);
          const created = em.create(ExchangeRate, {
            fromCurrency: input.fromCurrencyId,
            toCurrency: input.toCurrencyId,
            rate: input.rate,
            updatedAt: new Date(),
          });
          await em.flush();
          return created;
        }),
      { unique: () => this.pairTaken() },
    );
    return ExchangeRateDto.from(row);
  }

  async update(id: number, input: UpdateExchangeRateDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const found = await findOrFail(em, ExchangeRate, id, WHAT);
          const from = input.fromCurrencyId ?? found.fromCurrency.id;
          const to = input.toCurrencyId ?? found.toCurrency.id;
          if (input.fromCurrencyId !== undefined || input.toCurrencyId !== undefined) {
            await this.assertPair(em, from, to, id);
          }
          em.assign(found, {
            fromCurrency: from,
            toCurrency: to,
            ...(input.rate !== undefined ? { rate: input.rate } : {}),
            updatedAt: new Date(),
          });
          await em.flush();
          return found;
        }),
      { unique: () => this.pairTaken() },
    );
    return ExchangeRateDto.from(row);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, ExchangeRate, id, WHAT);
      const deleted = ExchangeRateDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ResourceConfigDto {
    return { sortFields: [...EXCHANGE_RATE_SORTS], filterFields: ['currencyId'] };
  }

  /** Both currencies exist, differ, and no other rate converts between them in this direction. */
  private async assertPair(em: EntityManager, fromId: number, toId: number, exceptId?: number) {
    const from = await referenced(em, Currency, fromId, 'fromCurrencyId', 'currency');
    const to = await referenced(em, Currency, toId, 'toCurrencyId', 'currency');
    if (from.id === to.id) {
      throw new DomainError('VALIDATION_FAILED', 'toCurrencyId must differ from fromCurrencyId', [
        { field: 'toCurrencyId', reason: 'must differ from fromCurrencyId' },
      ]);
    }
    const other = await em.findOne(ExchangeRate, { fromCurrency: from.id, toCurrency: to.id });
    if (other && other.id !== exceptId) throw this.pairTaken(`${from.isoCode} → ${to.isoCode}`);
  }

  private pairTaken(pair = 'these two currencies') {
    return new DomainError('CONFLICT', `Another exchange rate already has the currencies ${pair}`, [
      { field: 'toCurrencyId', reason: 'already taken' },
    ]);
  }
}
