import { PRODUCT_DIMENSION_UNITS, type Locale, type ProductDimension } from '@tradeshop/shared';
import type { ReactNode } from 'react';
import type { Route } from './+types/product';
import { getProduct } from '../api/catalogue.server';
import { orSlugOfAnotherLanguage } from '../api/localised-slug.server';
import { getBuyerPrices } from '../api/prices.server';
import { productWishlistState } from '../api/wishlist.server';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductStructuredData } from '../components/product-structured-data';
import { AddToCartForm } from '../components/cart/add-to-cart-form';
import { ProductGrid } from '../components/product-card';
import { ProductGallery } from '../components/product-gallery';
import { ProductVideo } from '../components/product/product-video';
import { ProductTabs } from '../components/product/product-tabs';
import { VariantPicker } from '../components/product/variant-picker';
import { useBuyerPrice } from '../components/price/buyer-prices';
import { BuyerPricesProvider } from '../components/price/buyer-prices-provider';
import { Price } from '../components/price/price';
import { StockBadge } from '../components/stock-badge';
import { WishlistButton } from '../components/wishlist/wishlist-button';
import { requireRouteLocale } from '../i18n/locale.server';
import type { Messages } from '../i18n/messages';
import { useI18n } from '../i18n/use-i18n';
import { alternatesFromApi } from '../lib/alternates';
import { countryName, formatDecimal, formatMoney } from '../lib/format';
import { errorTitle, metaI18n, pageTitle } from '../lib/meta';
import { categoryPath, productPath } from '../lib/paths';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Attribute values arrive as strings: booleans become words, numbers take the page's decimal separator. */
function attributeValue(value: string, locale: Locale, t: Messages['product']): string {
  if (value === 'true') return t.yes;
  if (value === 'false') return t.no;
  // No digit grouping: a numeric attribute may be a code rather than a quantity.
  if (DECIMAL.test(value)) return formatDecimal(locale, value, 6, { useGrouping: false });
  return value;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const product = await orSlugOfAnotherLanguage(
    getProduct({ locale }, params.slug),
    'products',
    locale,
    params.slug,
    request,
  );
  const [wishlist, buyerPrices] = await Promise.all([
    productWishlistState(request, context, locale, product.id),
    getBuyerPrices(request, context, locale, [
      product.id,
      ...product.related.map((card) => card.id),
      ...product.alternatives.map((card) => card.id),
      ...product.accessories.map((card) => card.id),
    ]),
  ]);
  return {
    locale,
    product,
    wishlist,
    buyerPrices,
    alternates: alternatesFromApi(product.alternates, productPath),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error || !loaderData) return [{ title: errorTitle(i18n, error) }];
  const { product } = loaderData;
  const description = product.description.trim().split('\n')[0];
  return [
    { title: pageTitle(i18n, `${product.name} (${product.sku})`) },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <BuyerPricesProvider prices={loaderData.buyerPrices}>
      <ProductView loaderData={loaderData} />
    </BuyerPricesProvider>
  );
}

function ProductView({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { messages: t, format } = useI18n();
  const { locale, product, wishlist } = loaderData;
  const buyerPrice = useBuyerPrice(product.id);
  // A buyer's surcharge is their store's, in its currency; a visitor's the page's.
  const surcharge = buyerPrice
    ? buyerPrice.price.surchargeNetMinor > 0
      ? { amountMinor: buyerPrice.price.surchargeNetMinor, currency: buyerPrice.currency }
      : null
    : (product.surcharge?.amount ?? null);
  const crumbs = [
    ...product.breadcrumbs.map((crumb) => ({ name: crumb.name, href: categoryPath(locale, crumb.slug) })),
    { name: product.name },
  ];
  const images = [product.image, ...product.media.filter((m) => m.kind === 'image').map((m) => m.url)].filter(
    (url, index, all): url is string => !!url && all.indexOf(url) === index,
  );
  const paragraphs = product.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  const documents = product.media.filter((m) => m.kind === 'document');
  const videos = product.media.filter((m) => m.kind === 'video');
  const unit = product.salesUnit.label;
  const quantity = (value: string) => `${formatDecimal(locale, value)} ${unit}`;
  const datasheetHref = `${productPath(locale, product.slug)}/datasheet.pdf`;
  const showStockQuantity = product.stockQuantity > 0 && product.stockStatus !== 'out_of_stock';

  return (
    <div className="page product-page">
      <ProductStructuredData product={product} images={images} />
      <Breadcrumbs items={crumbs} />
      <div className="product-hero">
        <ProductGallery key={product.id} images={images} name={product.name} />
        <div className="product-summary">
          <p className="product-summary__brand">
            {product.brand.name}
            {product.productLine ? (
              <span className="product-summary__line"> · {product.productLine.name}</span>
            ) : null}
          </p>
          <h1 className="product-summary__name">{product.name}</h1>
          <dl className="product-ids">
            <div>
              <dt>{t.product.sku}</dt>
              <dd data-testid="product-sku">{product.sku}</dd>
            </div>
            {product.eanNumber ? (
              <div>
                <dt>{t.product.ean}</dt>
                <dd>{product.eanNumber}</dd>
              </div>
            ) : null}
          </dl>
          <VariantPicker axes={product.variants} locale={locale} />

          <div className="price-box">
            <Price
              className="price-box__price"
              variant="detail"
              showTiers
              amountTestId="product-price"
              productId={product.id}
              publicPrice={product.price}
              publicTiers={product.priceTiers}
              recommendedPrice={product.recommendedPrice}
              unitLabel={unit}
              unitPrecision={product.salesUnitPrecision}
            />
            {product.surcharge && surcharge ? (
              <p className="price-box__line">
                {t.product.surcharge} ({format(t.product.surchargeCode, { code: product.surcharge.code })}):{' '}
                {formatMoney(locale, surcharge)}
              </p>
            ) : null}
            <StockBadge
              status={product.stockStatus}
              expected
              detail={
                showStockQuantity
                  ? format(t.product.stockQuantity, {
                      quantity: formatDecimal(locale, product.stockQuantity),
                    })
                  : undefined
              }
            />
          </div>

          <dl className="order-rules">
            <div>
              <dt>{t.product.minimumOrderQuantity}</dt>
              <dd>{quantity(product.minimumOrderQuantity)}</dd>
            </div>
            <div>
              <dt>{t.product.quantityIncrement}</dt>
              <dd>{quantity(product.quantityIncrement)}</dd>
            </div>
            <div>
              <dt>{t.product.salesUnit}</dt>
              <dd>{unit}</dd>
            </div>
          </dl>
          {product.minimumOrderOverride ? (
            <p className="form-hint">{t.product.minimumOrderOverride}</p>
          ) : null}
          <AddToCartForm
            key={product.id}
            product={{
              id: product.id,
              name: product.name,
              minimumOrderQuantity: product.minimumOrderQuantity,
              minimumOrderOverride: product.minimumOrderOverride,
              unit: product.salesUnit,
              units: product.units,
              price: product.price,
              stockQuantity: product.stockQuantity,
            }}
          />
          <WishlistButton
            key={`wishlist-${product.id}`}
            productId={product.id}
            productName={product.name}
            token={wishlist?.token}
            add={wishlist?.add}
          />
          <p className="product-summary__datasheet">
            <a href={datasheetHref} type="application/pdf">
              {t.productDetail.datasheet}
            </a>
          </p>
        </div>
      </div>

      <ProductTabs
        key={product.id}
        label={t.productDetail.tabs}
        tabs={[
          ...(paragraphs.length > 0
            ? [
                {
                  id: 'description',
                  title: t.product.description,
                  content: (
                    <div className="prose">
                      {paragraphs.map((paragraph, index) => (
                        <p key={index}>{paragraph}</p>
                      ))}
                    </div>
                  ),
                },
              ]
            : []),
          {
            id: 'specification',
            title: t.product.specification,
            content:
              product.attributes.length > 0 ? (
                <table className="spec-table" data-testid="specification">
                  <tbody>
                    {product.attributes.map((attribute) => (
                      <tr key={attribute.code}>
                        <th scope="row">{attribute.label}</th>
                        <td>
                          {attributeValue(attribute.value, locale, t.product)}
                          {attribute.unit ? ` ${attribute.unit}` : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>{t.product.specificationEmpty}</p>
              ),
          },
          {
            id: 'product-data',
            title: t.product.productData,
            content: (
              <>
                <SpecRows
                  rows={[
                    [t.product.brand, product.brand.name],
                    [t.product.productLine, product.productLine?.name],
                    [t.product.category, product.category.name],
                    [t.product.sku, product.sku],
                    [t.product.ean, product.eanNumber],
                    [t.product.nobb, product.nobbNumber],
                    [t.product.statisticsNumber, product.statisticsNumber],
                    [
                      t.product.countryOfOrigin,
                      product.countryOfOrigin ? countryName(locale, product.countryOfOrigin) : null,
                    ],
                    [t.product.unNumber, product.unNumber],
                  ]}
                />
                <h3 className="product-section__subtitle">{t.product.dimensions}</h3>
                <SpecRows
                  rows={(Object.keys(PRODUCT_DIMENSION_UNITS) as ProductDimension[]).map((key) => {
                    const value = product.dimensions[key];
                    return [
                      t.product[key],
                      value === null
                        ? null
                        : `${formatDecimal(locale, value, 3)} ${PRODUCT_DIMENSION_UNITS[key]}`,
                    ];
                  })}
                />
                {product.units.length > 1 ? (
                  <>
                    <h3 className="product-section__subtitle">{t.product.units}</h3>
                    <table className="spec-table">
                      <thead>
                        <tr>
                          <th scope="col">{t.product.unit}</th>
                          <th scope="col">{t.product.conversionFactor}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {product.units.map((u) => (
                          <tr key={u.identifier}>
                            <th scope="row">
                              {u.label}
                              {u.isDefault ? <span className="muted"> ({t.product.defaultUnit})</span> : null}
                            </th>
                            <td>{formatDecimal(locale, u.conversionFactor, 6)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </>
                ) : null}
              </>
            ),
          },
          {
            id: 'documents',
            title: t.product.documents,
            content: (
              <ul className="media-links">
                <li>
                  <a href={datasheetHref} data-testid="datasheet-link" type="application/pdf">
                    {t.productDetail.datasheet}
                  </a>
                  <span className="form-hint"> {t.productDetail.datasheetHint}</span>
                </li>
                {documents.map((item) => (
                  <li key={item.url}>
                    <a href={item.url} target="_blank" rel="noopener" type="application/pdf">
                      {item.title}
                    </a>
                  </li>
                ))}
              </ul>
            ),
          },
          ...(videos.length > 0
            ? [
                {
                  id: 'videos',
                  title: t.product.videos,
                  content: (
                    <div className="product-videos">
                      {videos.map((video) => (
                        <ProductVideo key={video.url} url={video.url} title={video.title} />
                      ))}
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />

      {product.related.length > 0 ? (
        <Section id="related" title={t.product.related} wide>
          <ProductGrid products={product.related} headingLevel={3} />
        </Section>
      ) : null}
      {product.alternatives.length > 0 ? (
        <Section id="alternatives" title={t.product.alternatives} wide>
          <ProductGrid products={product.alternatives} headingLevel={3} />
        </Section>
      ) : null}
      {product.accessories.length > 0 ? (
        <Section id="accessories" title={t.product.accessories} wide>
          <ProductGrid products={product.accessories} headingLevel={3} />
        </Section>
      ) : null}
    </div>
  );
}

function Section({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={wide ? 'product-section product-section--wide' : 'product-section'}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="product-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SpecRows({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  const present = rows.filter((row): row is [string, string] => !!row[1]);
  if (present.length === 0) return null;
  return (
    <table className="spec-table">
      <tbody>
        {present.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
