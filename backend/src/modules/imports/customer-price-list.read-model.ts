import { Injectable } from '@nestjs/common';
import type pg from 'pg';

/** One line of a company's net price list. */
export interface NetPriceRow {
  sku: string;
  name: string;
  minQuantity: string;
  netPriceMinor: string;
  listPriceMinor: string | null;
  validFrom: string | null;
  validTo: string | null;
}

/**
 * A company's net price list in one statement: every price agreed with the company or one of its customers'
 * groups that is valid today or later, with the product's SKU, its name in the company's language and its list
 * price in the company's store; the lowest agreed price per product and quantity wins, as in the cart.
 */
@Injectable()
export class CustomerPriceListReadModel {
  /** The store's language and currency: the list is written in the company's language. */
  async storeFacts(client: pg.ClientBase, storeId: number): Promise<{ locale: string; currency: string }> {
    const { rows } = await client.query<{ locale: string; currency: string }>(
      'select default_locale as locale, currency from store where id = $1',
      [storeId],
    );
    return rows[0] ?? { locale: 'en', currency: 'EUR' };
  }

  async netPrices(
    client: pg.ClientBase,
    company: { id: number; storeId: number; locale: string; groupIds: number[] },
  ): Promise<NetPriceRow[]> {
    const { rows } = await client.query<NetPriceRow>(
      `select distinct on (p.sku, cp.min_quantity)
              p.sku, coalesce(t.name, p.sku) as name, trim_scale(cp.min_quantity)::text as "minQuantity",
              cp.price_minor::text as "netPriceMinor", pp.price_minor::text as "listPriceMinor",
              cp.valid_from::text as "validFrom", cp.valid_to::text as "validTo"
       from customer_price cp
       join product p on p.id = cp.product_id
       left join product_translation t on t.product_id = p.id and t.locale = $3
       left join product_price pp on pp.product_id = p.id and pp.store_id = cp.store_id
       where cp.store_id = $1 and (cp.company_id = $2 or cp.customer_group_id = any($4::int[]))
         and (cp.valid_to is null or cp.valid_to >= current_date)
       order by p.sku, cp.min_quantity, cp.price_minor`,
      [company.storeId, company.id, company.locale, company.groupIds],
    );
    return rows;
  }
}
