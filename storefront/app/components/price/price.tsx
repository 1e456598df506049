import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney, type Money } from '../../lib/format';
import { tierAt, useBuyerPrice, type BuyerPrice, type BuyerPrices } from './buyer-prices';

type PriceVariant = 'card' | 'detail' | 'row';

interface PriceProps {
  productId: number;
  /**
   * The page data's public price (the language's store, net): what a visitor sees; null shows "price on request",
   * undefined (a page without public prices) shows nothing but a buyer's own price.
   */
  publicPrice?: Money | null;
  recommendedPrice?: Money | null;
  /** The sales unit in the shopper's language; left out where the page does not know it. */
  unitLabel?: string;
  unitPrecision?: number;
  variant?: PriceVariant;
  /** A row's quantity (sales units): the price of the tier it reaches. */
  quantity?: string | null;
  /** The quantity breaks below the price (the product page). */
  showTiers?: boolean;
  className?: string;
  /** The store's public list-price breaks above the public price (the product page), shown to visitors. */
  publicTiers?: readonly { minQuantity: string; price: Money }[];
  /** The buyer's prices, where the page passes them rather than providing them to all its prices. */
  buyerPrices?: BuyerPrices | null;
  /** Kept on the amount for tests that read it (the product page's `product-price`). */
  amountTestId?: string;
}

interface Shown {
  amount: Money;
  /** Struck through before the amount: the list price over an agreed one, else a higher recommended price. */
  was: { label: string; amount: Money } | null;
  includesTax: boolean;
  buyer: BuyerPrice | null;
}

/**
 * A product's price as the shopper pays it, wherever a price is shown: a logged-in buyer's own price (from the
 * page's buyer prices, their company's store and currency, the cart's pricing) or the visitor's public price, per
 * sales unit, labelled with the tax the store's prices include, the list or recommended price struck through
 * when higher, and on the product page the quantity breaks.
 */
export function Price({
  productId,
  publicPrice,
  recommendedPrice = null,
  unitLabel,
  unitPrecision = 3,
  variant = 'card',
  quantity = null,
  showTiers = false,
  className,
  amountTestId,
  buyerPrices,
  publicTiers = [],
}: PriceProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.prices;
  const buyer = useBuyerPrice(productId, buyerPrices);
  const shown = shownPrice(buyer, publicPrice, recommendedPrice, quantity, t);
  const classes = ['price-display', `price-display--${variant}`, className].filter(Boolean).join(' ');

  if (!shown) {
    if (publicPrice === undefined) return null;
    return (
      <div className={classes} data-price-source="none">
        <span className="price price--on-request">{messages.productCard.priceOnRequest}</span>
      </div>
    );
  }
  const money = (amount: Money) => formatMoney(locale, amount);
  const tierRow = (minQuantity: string, amount: Money) => ({
    key: minQuantity,
    quantity: format(t.tierFrom, {
      quantity: formatDecimal(locale, minQuantity, unitPrecision),
      unit: unitLabel ?? '',
    }).trim(),
    price: money(amount),
  });
  const tiers =
    showTiers && shown.buyer && shown.buyer.tiers.length > 1 && buyer ? (
      <PriceTiers
        caption={t.tiersHeading}
        rows={shown.buyer.tiers.map((tier) =>
          tierRow(tier.minQuantity, {
            amountMinor: buyer.pricesIncludeTax ? tier.unitPriceGrossMinor : tier.unitPriceNetMinor,
            currency: buyer.currency,
          }),
        )}
        quantityHeading={t.tierQuantity}
        priceHeading={t.tierUnitPrice}
      />
    ) : null;

  const publicTierTable =
    showTiers && !shown.buyer && publicPrice && publicTiers.length > 0 ? (
      <PriceTiers
        caption={t.tiersHeading}
        rows={[
          tierRow('1', publicPrice),
          ...publicTiers.map((tier) => tierRow(tier.minQuantity, tier.price)),
        ]}
        quantityHeading={t.tierQuantity}
        priceHeading={t.tierUnitPrice}
      />
    ) : null;

  return (
    <div className={classes} data-price-source={shown.buyer ? 'buyer' : 'public'}>
      <p className="price-display__main">
        {shown.buyer ? <span className="visually-hidden">{t.yourPrice}: </span> : null}
        <span
          className={`price${variant === 'detail' ? ' price--large' : ''}`}
          data-testid={amountTestId}
          data-amount-minor={shown.amount.amountMinor}
        >
          {money(shown.amount)}
        </span>{' '}
        {unitLabel ? (
          <>
            <span className="price__unit">
              {format(messages.productCard.perUnit, { unit: unitLabel })}
            </span>{' '}
          </>
        ) : null}
        <span className="price__tax">{shown.includesTax ? t.vatIncluded : t.vatExcluded}</span>
      </p>
      {shown.was && variant !== 'row' ? (
        <p className="price-display__was">
          <span className="visually-hidden">{shown.was.label}: </span>
          <s>{money(shown.was.amount)}</s>
        </p>
      ) : null}
      {tiers ?? publicTierTable}
    </div>
  );
}

function shownPrice(
  buyer: ReturnType<typeof useBuyerPrice>,
  publicPrice: Money | null | undefined,
  recommendedPrice: Money | null,
  quantity: string | null,
  t: ReturnType<typeof useI18n>['messages']['prices'],
): Shown | null {
  if (buyer) {
    const { price, currency, pricesIncludeTax: gross } = buyer;
    const tier = tierAt(price, quantity);
    const unit = tier
      ? gross
        ? tier.unitPriceGrossMinor
        : tier.unitPriceNetMinor
      : gross
        ? price.unitPriceGrossMinor
        : price.unitPriceNetMinor;
    const list = gross ? price.listUnitPriceGrossMinor : price.listUnitPriceNetMinor;
    const recommended = gross ? price.recommendedPriceGrossMinor : price.recommendedPriceNetMinor;
    const was =
      list > unit
        ? { label: t.listPrice, amount: { amountMinor: list, currency } }
        : recommended !== null && recommended > unit
          ? { label: t.recommendedPrice, amount: { amountMinor: recommended, currency } }
          : null;
    return { amount: { amountMinor: unit, currency }, was, includesTax: gross, buyer: price };
  }
  if (!publicPrice) return null;
  const was =
    recommendedPrice &&
    recommendedPrice.currency === publicPrice.currency &&
    recommendedPrice.amountMinor > publicPrice.amountMinor
      ? { label: t.recommendedPrice, amount: recommendedPrice }
      : null;
  // The catalogue's public prices are the store's net prices.
  return { amount: publicPrice, was, includesTax: false, buyer: null };
}

function PriceTiers({
  caption,
  rows,
  quantityHeading,
  priceHeading,
}: {
  caption: string;
  rows: { key: string; quantity: ReactNode; price: ReactNode }[];
  quantityHeading: string;
  priceHeading: string;
}) {
  return (
    <table className="price-tiers" data-testid="price-tiers">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{quantityHeading}</th>
          <th scope="col">{priceHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.quantity}</td>
            <td className="price">{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An amount of money as every price is shown (minicart, guide lines): one formatting for the shop. */
export function MoneyAmount({ amount, className = 'price' }: { amount: Money; className?: string }) {
  const { locale } = useI18n();
  return <span className={className}>{formatMoney(locale, amount)}</span>;
}
