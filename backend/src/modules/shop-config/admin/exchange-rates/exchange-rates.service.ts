import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { filterValue } from '../../../../common/http/admin-list-query';
import { Currency, ExchangeRate } from '../../entities/currency.entity';
import { referenced } from '../resource-rules';
import { entityResourceService } from '../resource-service';
import {
  type CreateExchangeRateDto,
  EXCHANGE_RATE_SORTS,
  ExchangeRateDto,
  type UpdateExchangeRateDto,
} from './exchange-rate.dto';

/**
 * Exchange rates (back-office spec §7): a store without a price of its own sells at the international store's
 * price converted at the rate between the two currencies (the direct rate, else the inverse of the reverse one).
 * The pricing model reads the rate per quote, so a change applies to the next cart at once. No two rates convert
 * between the same currencies in the same direction.
 */
@Injectable()
export class ExchangeRatesService extends entityResourceService({
  entity: ExchangeRate,
  what: 'exchange rate',
  sorts: EXCHANGE_RATE_SORTS,
  conflict: () => pairTaken(),
  /** `q` finds the ISO code of either currency, or the rate. */
  search: ({ text, pattern }) => [
    { fromCurrency: { isoCode: { $ilike: pattern } } },
    { toCurrency: { isoCode: { $ilike: pattern } } },
    ...(/^\d+(\.\d+)?$/.test(text) ? [{ rate: text }] : []),
  ],
  filters: {
    /** Either side. */
    currencyId(where, filter, name) {
      const ids = filterValue.integers(filter, name);
      if (ids) where.$and = [{ $or: [{ fromCurrency: ids }, { toCurrency: ids }] }];
    },
  },
  toResponse: ExchangeRateDto.from,
  async create(em, input: CreateExchangeRateDto) {
    await assertPair(em, input.fromCurrencyId, input.toCurrencyId);
    return em.create(ExchangeRate, {
      fromCurrency: input.fromCurrencyId,
      toCurrency: input.toCurrencyId,
      rate: input.rate,
      updatedAt: new Date(),
    });
  },
  async update(em, row, input: UpdateExchangeRateDto) {
    const from = input.fromCurrencyId ?? row.fromCurrency.id;
    const to = input.toCurrencyId ?? row.toCurrency.id;
    if (input.fromCurrencyId !== undefined || input.toCurrencyId !== undefined) {
      await assertPair(em, from, to, row.id);
    }
    em.assign(row, {
      fromCurrency: from,
      toCurrency: to,
      ...(input.rate !== undefined ? { rate: input.rate } : {}),
      updatedAt: new Date(),
    });
  },
}) {}

/** Both currencies exist, differ, and no other rate converts between them in this direction. */
async function assertPair(em: EntityManager, fromId: number, toId: number, exceptId?: number) {
  const from = await referenced(em, Currency, fromId, 'fromCurrencyId', 'currency');
  const to = await referenced(em, Currency, toId, 'toCurrencyId', 'currency');
  if (from.id === to.id) {
    throw new DomainError('VALIDATION_FAILED', 'toCurrencyId must differ from fromCurrencyId', [
      { field: 'toCurrencyId', reason: 'must differ from fromCurrencyId' },
    ]);
  }
  const other = await em.findOne(ExchangeRate, { fromCurrency: from.id, toCurrency: to.id });
  if (other && other.id !== exceptId) throw pairTaken(`${from.isoCode} → ${to.isoCode}`);
}

function pairTaken(pair = 'these two currencies') {
  return new DomainError('CONFLICT', `Another exchange rate already has the currencies ${pair}`, [
    { field: 'toCurrencyId', reason: 'already taken' },
  ]);
}
