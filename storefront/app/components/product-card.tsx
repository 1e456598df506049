import { Link } from 'react-router';
import type { ProductCardDto } from '../api/catalogue.server';
import { useI18n } from '../i18n/use-i18n';
import { productPath } from '../lib/paths';
import { AddToCartForm } from './cart/add-to-cart-form';
import { Price } from './price/price';
import { StockBadge } from './stock-badge';
import { WishlistButton } from './wishlist/wishlist-button';

export function ProductGrid({
  products,
  headingLevel = 2,
  wishlist,
}: {
  products: ProductCardDto[];
  headingLevel?: 2 | 3;
  /** Wishlist button states the page's loader knows (the wishlist page); others come from the list route. */
  wishlist?: ReadonlyMap<number, { token: string; add: boolean }>;
}) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} wishlist={wishlist?.get(product.id)} />
        </li>
      ))}
    </ul>
  );
}

export function ProductCard({
  product,
  headingLevel,
  wishlist,
}: {
  product: ProductCardDto;
  headingLevel: 2 | 3;
  wishlist?: { token: string; add: boolean };
}) {
  const { locale, messages: t } = useI18n();
  const href = productPath(locale, product.slug);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="product-card">
      <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img src={product.image} alt="" width={240} height={240} loading="lazy" decoding="async" />
        ) : null}
      </Link>
      <div className="product-card__body">
        <p className="product-card__brand">
          <span className="visually-hidden">{t.productCard.brand}: </span>
          {product.brand}
        </p>
        <Heading className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        <p className="product-card__sku">
          {t.productCard.sku} <span className="product-card__sku-value">{product.sku}</span>
        </p>
        <div className="product-card__footer">
          <Price
            className="product-card__price"
            productId={product.id}
            publicPrice={product.price}
            recommendedPrice={product.recommendedPrice}
            unitLabel={product.salesUnitLabel}
            unitPrecision={product.salesUnitPrecision}
          />
          <StockBadge status={product.stockStatus} expected />
          <AddToCartForm
            compact
            product={{
              id: product.id,
              name: product.name,
              minimumOrderQuantity: product.minimumOrderQuantity,
              minimumOrderOverride: product.minimumOrderOverride,
              unit: {
                identifier: product.salesUnit,
                label: product.salesUnitLabel,
                precision: product.salesUnitPrecision,
              },
            }}
          />
          <WishlistButton productId={product.id} productName={product.name} {...wishlist} />
        </div>
      </div>
    </article>
  );
}
