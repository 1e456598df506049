import { checkQuantity, LOCALE_TAGS, type QuantityRules } from '@tradeshop/shared';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import type { CartLineDto } from '../../api/cart.server';
import { useI18n } from '../../i18n/use-i18n';
import { cartRemovePath } from '../../lib/cart-paths';
import { formatMoney, formatDecimal } from '../../lib/format';
import { productPath } from '../../lib/paths';
import { useShopSession } from '../../lib/use-shop-session';
import { QuantityInput } from '../quantity/quantity-input';
import { quantityProblemText } from '../quantity/quantity-problem';
import { useQuantityForm } from '../quantity/use-quantity-form';
import { StockBadge } from '../stock-badge';

/** A refused quantity change, as the cart action answers it. */
export interface LineUpdateError {
  itemId: number;
  quantity: string;
}

/** One cart line: product, quantity editor with its update button, prices and the remove link. */
export function CartLineRow({
  line,
  currency,
  updateError,
}: {
  line: CartLineDto;
  currency: string;
  updateError: LineUpdateError | null;
}) {
  const i18n = useI18n();
  const { locale, messages, format } = i18n;
  const t = messages.cart;
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency });
  const productUrl = productPath(locale, line.slug);

  return (
    <tr className="cart-line" data-product-id={line.productId}>
      <td className="cart-line__product">
        <img src={line.image} alt="" width={64} height={64} loading="lazy" className="cart-line__image" />
        <div>
          <Link to={productUrl} className="cart-line__name">
            {line.name}
          </Link>
          <p className="muted">{format(t.sku, { sku: line.sku })}</p>
          <StockBadge status={line.stockStatus} />
          {line.preliminaryDeliveryDate ? (
            <p className="cart-line__delivery">
              {format(t.preliminaryDelivery, { date: formatDate(locale, line.preliminaryDeliveryDate) })}
            </p>
          ) : null}
          {line.isGift ? <p className="chip">{t.gift}</p> : null}
        </div>
      </td>
      <td className="cart-line__quantity">
        {line.id === null ? (
          <span>{`${formatDecimal(locale, line.quantity, 6)} ${line.unit.label}`}</span>
        ) : (
          <QuantityForm line={line} itemId={line.id} updateError={updateError} />
        )}
      </td>
      <td className="cart-line__price">{money(line.unitPriceNetMinor)}</td>
      <td className="cart-line__total">
        {money(line.totalNetMinor)}
        {line.discountNetMinor > 0 ? (
          <p className="muted">{`${t.totals.discount} −${money(line.discountNetMinor)}`}</p>
        ) : null}
      </td>
      <td className="cart-line__remove">
        {line.id === null || line.removeToken === null ? null : (
          <RemoveLink itemId={line.id} removeToken={line.removeToken} productName={line.name} />
        )}
      </td>
    </tr>
  );
}

function QuantityForm({
  line,
  itemId,
  updateError,
}: {
  line: CartLineDto;
  itemId: number;
  updateError: LineUpdateError | null;
}) {
  const i18n = useI18n();
  const t = i18n.messages.cart;
  const { csrfToken } = useShopSession();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { editor, inputRef, onSubmit, rules } = useQuantityForm({
    rules: {
      precision: line.unit.precision,
      minimumOrderQuantity: line.minimumOrderQuantity,
      minimumOrderOverride: line.minimumOrderOverride,
    },
    fieldName: 'quantity',
    send: (data) => void submit(data, { method: 'post', preventScrollReset: true }),
    initial: updateError?.quantity ?? line.quantity,
  });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('itemId') === String(itemId);

  return (
    <Form method="post" className="cart-line__form" onSubmit={onSubmit} noValidate preventScrollReset>
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="itemId" value={itemId} />
      <QuantityInput
        editor={editor}
        name="quantity"
        label={i18n.format(i18n.messages.quantity.labelFor, { product: line.name })}
        labelHidden
        unitLabel={line.unit.label}
        inputRef={inputRef}
      />
      {updateError && !editor.problem ? (
        <p className="quantity-input__error" role="alert">
          {serverProblemText(i18n, updateError.quantity, rules)}
        </p>
      ) : null}
      <button type="submit" className="button button--small" disabled={busy}>
        {t.update}
      </button>
    </Form>
  );
}

/** Why the cart refused a quantity: the rules' own message when they explain it, else the spec's general one. */
function serverProblemText(i18n: ReturnType<typeof useI18n>, quantity: string, rules: QuantityRules): string {
  const check = checkQuantity(quantity, rules);
  return check.valid ? i18n.messages.cart.updateFailed : quantityProblemText(i18n, check.problem);
}

/** The spec's GET remove link (storefront spec §7.4) with the line's own token; a full page load on purpose. */
function RemoveLink({
  itemId,
  removeToken,
  productName,
}: {
  itemId: number;
  removeToken: string;
  productName: string;
}) {
  const { locale, messages, format } = useI18n();
  return (
    <a
      href={cartRemovePath(locale, itemId, removeToken)}
      className="cart-line__remove-link"
      aria-label={format(messages.cart.removeLabel, { product: productName })}
    >
      {messages.cart.remove}
    </a>
  );
}

function formatDate(locale: ReturnType<typeof useI18n>['locale'], isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
