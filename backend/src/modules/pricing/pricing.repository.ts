import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentGateway, RuleAction, RuleCondition } from '@tradeshop/shared';
import { queryRows, sql, type SqlQuery } from '../../database/sql';
import type { LocalisedLabels } from '../../common/text/localised-labels';
import type { AttachedRule } from './engine/rule-conditions';
import type { ListPriceTier } from './engine/unit-price';
import type { VoucherState } from './engine/vouchers';

export interface PricingStoreRow {
  id: number;
  code: string;
  currency: string;
  country: string | null;
  defaultTaxRuleGroupId: number | null;
  /** The store shows prices with VAT ("incl. VAT"), else without ("VAT 0 %"). */
  pricesIncludeTax: boolean;
}

export interface PricedProductRow {
  id: number;
  categoryId: number;
  surchargeCode: string | null;
  unNumber: string | null;
  grossWeight: string | null;
  taxRuleGroupId: number | null;
  salesUnitId: number;
  storePriceMinor: string | null;
  storeSurchargeMinor: string | null;
  internationalPriceMinor: string | null;
  internationalSurchargeMinor: string | null;
  /** The list-price breaks of the store and of the international store (absent: none). */
  storeTiers?: ListPriceTier[];
  internationalTiers?: ListPriceTier[];
  /** Conversion factor of each of the product's units (by unit definition id) to pieces. */
  unitFactors: Record<string, string>;
}

export interface RuleRow {
  id: number;
  name: string;
  labels: LocalisedLabels;
  isVoucherRule: boolean;
  priority: number;
  stopPropagation: boolean;
  conditions: RuleCondition[];
  actions: RuleAction[];
}

export interface VoucherRow extends VoucherState {
  id: number;
  code: string;
}

export interface CarrierRow {
  id: number;
  identifier: string;
  labels: LocalisedLabels;
  acceptsDangerousGoods: boolean;
  refusedUnNumbers: string[];
  dangerousGoodsSurchargeMinor: string;
  position: number;
  rules: AttachedRule[];
}

export interface PaymentProviderRow {
  id: number;
  identifier: string;
  gateway: PaymentGateway;
  labels: LocalisedLabels;
  descriptions: LocalisedLabels;
  position: number;
  rules: AttachedRule[];
}

/** Whose voucher uses count towards a per-customer limit: a customer's, else a guest's by e-mail address. */
export interface VoucherUser {
  customerId: number | null;
  guestEmail?: string | null;
}

function normalizedEmail(email: string | null | undefined): string | null {
  return email?.trim().toLowerCase() || null;
}

/** Matches the usage rows (alias `u`) of the user; nobody's when a visitor has not given an e-mail yet. */
export function usedBy(user: VoucherUser): SqlQuery {
  if (user.customerId !== null) return sql`u.customer_id = ${user.customerId}`;
  const email = normalizedEmail(user.guestEmail);
  return email === null ? sql`false` : sql`u.customer_id is null and u.guest_email = ${email}`;
}

/** What pricing records of voucher redemptions. */
@Injectable()
export class PricingRepository {
  async customerUses(em: EntityManager, voucherCodeId: number, user: VoucherUser): Promise<number> {
    const rows = await queryRows<{ uses: number }>(
      em,
      sql`select count(*)::int as uses from voucher_code_usage u
          where u.voucher_code_id = ${voucherCodeId} and ${usedBy(user)}`,
    );
    return rows[0].uses;
  }

  async recordUse(em: EntityManager, voucherCodeId: number, user: VoucherUser): Promise<void> {
    await queryRows(
      em,
      sql`insert into voucher_code_usage (voucher_code_id, customer_id, guest_email)
          values (${voucherCodeId}, ${user.customerId}, ${user.customerId === null ? normalizedEmail(user.guestEmail) : null})`,
    );
  }
}
