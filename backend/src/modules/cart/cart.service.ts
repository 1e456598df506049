import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  checkQuantity,
  FALLBACK_LOCALE,
  FIRE_SAFETY_SET_DISCOUNT_PERCENT,
  FIRE_SAFETY_SET_LABELS,
  FIRE_SAFETY_SET_RULE_NAME,
  isLocale,
  type Locale,
  type StoreCode,
} from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type {
  CartQuote,
  Pricing,
  PricingContext,
  PricingLineInput,
  SetDiscount,
} from '../pricing/pricing.port';
import { DeliveryCalendarService, type DeliveryCalendar } from '../shop-config/delivery-calendar.service';
import { PricingService } from '../pricing/pricing.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { VoucherCodesService } from '../shop-config/voucher-codes.service';
import type { CartForOrders, CartOwner, DiscountedSetItem, LockedCart } from './cart.port';
import { ProductLookupService, type CartProductRow } from '../catalogue/product-lookup.service';
import { CustomerReadsService, type CustomerContextRow } from '../customers/customer-reads.service';
import { CartRepository } from './cart.repository';
import {
  acceptedQuantity,
  addQuantities,
  mergedQuantity,
  plainQuantity,
  quantityProblemMessage,
  quantityRules,
} from './cart-quantity';
import { cartLineToken, isValidCartLineToken } from './cart-line-token';
import { Cart, CartItem } from './entities/cart.entity';

/** The answer of a cart call, and the visitor cart token the cookie should hold afterwards (null: none). */
export interface CartResult<T> {
  body: T;
  cartToken: string | null;
}

/** Which store the owner buys in, and the customer's side of the price context. */
interface Placement {
  storeId: number;
  storeCode: StoreCode;
  currency: string;
  storeCountry: string | null;
  customer: CustomerContextRow | null;
}

/** Everything the cart page, the minicart and the checkout read: the lines, their products and the quote. */
export interface CartView {
  cart: Cart | null;
  storeCode: StoreCode;
  /** The store's delivery weekdays and restock lead time: out-of-stock lines' preliminary dates follow them. */
  calendar: DeliveryCalendar;
  items: CartItem[];
  products: Map<number, CartProductRow>;
  quote: CartQuote;
  context: PricingContext;
  /** Lines whose product went away, removed while reading the cart. */
  removed: { sku: string }[];
  /** Each stored line's remove token, by line id. */
  removeTokens: Map<number, string>;
}

export interface AddLineInput {
  productId: number;
  quantity: string;
  /** Defaults to the product's sales unit. */
  unitDefinitionId?: number;
  /** The unit identifier, as the add-to-cart form posts it. */
  unit?: string;
}

export type AddLineResult =
  | { productId: number; status: 'added'; quantity: string }
  | { productId: number; status: 'refused'; code: string; reason: string };

interface Destination {
  country: string;
  postcode: string | null;
}

/** A shopper's cart: lines, quantities by the product's rules, vouchers, the shipping calculator, merging. */
@Injectable()
export class CartService implements CartForOrders {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: CartRepository,
    private readonly catalogue: ProductLookupService,
    private readonly stores: StoresService,
    private readonly customers: CustomerReadsService,
    private readonly voucherCodes: VoucherCodesService,
    @Inject(PricingService) private readonly pricing: Pricing,
    private readonly deliveryCalendar: DeliveryCalendarService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(owner: CartOwner): Promise<CartResult<CartView>> {
    const placement = await this.prepare(owner);
    const cart = await this.findOpenCart(this.em, owner, placement);
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  async addItem(owner: CartOwner, line: AddLineInput): Promise<CartResult<CartView>> {
    const placement = await this.prepare(owner);
    const { cart } = await this.addLine(owner, placement, line);
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  /** Quick order and reorder: many lines at once, each added or refused on its own. */
  async addItems(owner: CartOwner, lines: AddLineInput[]): Promise<CartResult<AddLineResult[]>> {
    const placement = await this.prepare(owner);
    const results: AddLineResult[] = [];
    let cart: Cart | null = null;
    for (const line of lines) {
      try {
        // A visitor's cart made by the first line is found by its token, not made again for each line.
        const lineOwner = cart && owner.customerId === null ? { ...owner, cartToken: cart.token } : owner;
        const added = await this.addLine(lineOwner, placement, line);
        cart = added.cart;
        results.push({ productId: line.productId, status: 'added', quantity: added.quantity });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push({
          productId: line.productId,
          status: 'refused',
          code: error.code,
          reason: error.message,
        });
      }
    }
    cart ??= await this.findOpenCart(this.em, owner, placement);
    return { body: results, cartToken: owner.customerId === null ? (cart?.token ?? owner.cartToken) : null };
  }

  /** The store the owner buys in: a customer's company store, else the locale's. */
  async storeOf(owner: CartOwner): Promise<{ storeId: number; storeCode: StoreCode }> {
    const placement = await this.placement(this.em, owner);
    return { storeId: placement.storeId, storeCode: placement.storeCode };
  }

  /**
   * Adds a discounted set (the fire-safety guide's) line by line and records it on the cart, replacing a set
   * recorded before. Every line is checked first: when one is refused, nothing is added. The set's discount
   * (pricing's `setDiscount`) then holds while the cart keeps all of the set's quantities.
   */
  async addSet(owner: CartOwner, items: DiscountedSetItem[]): Promise<CartResult<CartView>> {
    if (items.length === 0) throw new DomainError('VALIDATION_FAILED', 'The set holds no products');
    const placement = await this.prepare(owner);
    const products = await this.catalogue.forCart(
      this.em,
      items.map((item) => item.productId),
      owner.locale,
    );
    const existingCart = await this.findOpenCart(this.em, owner, placement);
    const present = existingCart
      ? await this.em.find(CartItem, { cart: existingCart.id, isGift: false })
      : [];
    const accepted = items.map((item) => {
      const product = products.get(item.productId);
      if (!product?.active) throw new DomainError('PRODUCT_NOT_FOUND', 'no product found');
      const quantity = acceptedQuantity(item.quantity, product);
      const same = present.find(
        (line) => line.productId === product.id && line.unitDefinitionId === product.sales_unit_id,
      );
      if (same) {
        const total = checkQuantity(addQuantities(same.quantity, quantity), quantityRules(product));
        if (!total.valid) throw new DomainError('QUANTITY_INVALID', quantityProblemMessage(total.problem));
      }
      return { product, same, quantity };
    });
    const cart = existingCart ?? (await this.ensureCart(this.em, owner, placement));
    for (const { product, quantity } of accepted)
      await this.repository.addToLine(this.em, {
        cartId: cart.id,
        productId: product.id,
        sku: product.sku,
        unitDefinitionId: product.sales_unit_id,
        quantity,
      });
    // Lines written in SQL above: the ones already loaded are read again.
    for (const { same } of accepted) if (same) await this.em.refresh(same);
    cart.discountedSet = accepted.map(({ product, quantity }) => ({ productId: product.id, quantity }));
    await this.touch(cart);
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  async updateQuantity(owner: CartOwner, itemId: number, quantity: string): Promise<CartResult<CartView>> {
    const placement = await this.prepare(owner);
    const { cart, item } = await this.ownItem(owner, placement, itemId);
    const product = (await this.catalogue.forCart(this.em, [item.productId!], owner.locale)).get(
      item.productId!,
    );
    if (!product?.active) throw new DomainError('PRODUCT_NOT_FOUND', 'no product found');
    item.quantity = acceptedQuantity(quantity, product);
    cart.version++;
    await this.em.flush();
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  /** Needs the line's remove token (`removeTokens`); a wrong or missing one removes nothing. */
  async removeItem(owner: CartOwner, itemId: number, token: unknown): Promise<CartResult<CartView>> {
    const placement = await this.prepare(owner);
    const { cart, item } = await this.ownItem(owner, placement, itemId);
    if (!isValidCartLineToken(token, this.config.sessionSecret, cart.id, item.id))
      throw new DomainError(
        'CART_LINE_TOKEN_INVALID',
        'The remove link has expired. Please reload the page and try again.',
      );
    cart.version++;
    await this.em.remove(item).flush();
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  /** A code that does not exist is 'voucher not found'; one whose rule does not apply is 'voucher invalid'. */
  async addVoucher(owner: CartOwner, code: string): Promise<CartResult<CartView>> {
    const placement = await this.prepare(owner);
    const cart = await this.ensureCart(this.em, owner, placement);
    const current = await this.read(this.em, cart, owner, placement);
    const outcome = await this.pricing.checkVoucher(current.context, pricingLines(current.items), code);
    const voucherCodeId = await this.voucherCodes.idOf(this.em, code);
    if (outcome.problem === 'not_found' || voucherCodeId === null)
      throw new DomainError('VOUCHER_NOT_FOUND', 'voucher not found');
    if (outcome.problem === 'invalid') throw new DomainError('VOUCHER_INVALID', 'voucher invalid');
    await this.repository.attachVoucher(this.em, cart.id, voucherCodeId);
    await this.touch(cart);
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  async removeVoucher(owner: CartOwner, code: string): Promise<CartResult<CartView>> {
    const placement = await this.prepare(owner);
    const cart = await this.findOpenCart(this.em, owner, placement);
    if (cart) {
      const voucherCodeId = await this.voucherCodes.idOf(this.em, code);
      if (voucherCodeId !== null) await this.repository.detachVoucher(this.em, cart.id, voucherCodeId);
      await this.touch(cart);
    }
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  /**
   * The shipping calculator (storefront spec §7.5): the carriers that take this cart to the country and
   * postcode; these then price the cart until the checkout names an address. Nothing is kept when no carrier
   * goes there ('no valid carrier found').
   */
  async estimateShipping(
    owner: CartOwner,
    destination: { country: string; zip: string },
  ): Promise<CartResult<{ view: CartView; country: string; zip: string }>> {
    const placement = await this.prepare(owner);
    const cart = await this.findOpenCart(this.em, owner, placement);
    const view = await this.read(this.em, cart, owner, placement, {
      country: destination.country,
      postcode: destination.zip,
    });
    if (view.quote.carriers.length === 0) throw new DomainError('NO_VALID_CARRIER', 'no valid carrier found');
    if (cart) {
      cart.shippingCountry = destination.country;
      cart.shippingPostcode = destination.zip;
      cart.version++;
      await this.em.flush();
    }
    return { body: { view, ...destination }, cartToken: this.tokenAfter(owner, cart) };
  }

  async setCompleteDelivery(owner: CartOwner, completeDelivery: boolean): Promise<CartResult<CartView>> {
    const placement = await this.prepare(owner);
    const cart = await this.ensureCart(this.em, owner, placement);
    cart.completeDelivery = completeDelivery;
    cart.version++;
    await this.em.flush();
    return this.result(owner, await this.read(this.em, cart, owner, placement));
  }

  async lockOpenCart(em: EntityManager, owner: CartOwner): Promise<LockedCart | null> {
    const placement = await this.placement(em, owner);
    const cart = await this.findOpenCart(em, owner, placement, true);
    if (!cart) return null;
    const view = await this.read(em, cart, owner, placement);
    const units = new Map(view.items.map((item) => [item.id, item]));
    return {
      cartId: cart.id,
      storeId: cart.storeId,
      customerId: cart.customerId ?? null,
      currency: cart.currency,
      locale: cart.locale,
      status: cart.status,
      checkout: { ...cart.checkout, completeDelivery: cart.completeDelivery },
      lines: view.items.map((item) => {
        const product = view.products.get(item.productId!)!;
        return {
          itemId: item.id,
          productId: product.id,
          sku: product.sku,
          name: product.name,
          unitDefinitionId: units.get(item.id)!.unitDefinitionId,
          unitIdentifier: product.unit_identifier,
          quantity: plainQuantity(item.quantity),
          stockStatus: product.stock_status,
          isGift: false,
        };
      }),
      pricingContext: view.context,
      quote: view.quote,
      version: cart.version,
      changed: view.removed.length > 0,
    };
  }

  async markOrdered(em: EntityManager, cartId: number): Promise<void> {
    await em.nativeUpdate(Cart, { id: cartId, status: 'open' }, { status: 'ordered', updatedAt: new Date() });
  }

  /** The store, and a visitor's cart merged into the customer's when they have just logged in. */
  private async prepare(owner: CartOwner): Promise<Placement> {
    const placement = await this.placement(this.em, owner);
    if (owner.customerId !== null && owner.cartToken) await this.mergeVisitorCart(owner, placement);
    return placement;
  }

  private async placement(em: EntityManager, owner: CartOwner): Promise<Placement> {
    const customer =
      owner.customerId === null ? null : await this.customers.priceContext(em, owner.customerId);
    const locale: Locale = isLocale(owner.locale) ? owner.locale : 'en';
    const storeId = customer?.store_id ?? (await this.stores.forLocale(locale)).id;
    const [store] = await this.stores.byIds([storeId], em);
    if (!store) throw new DomainError('UNKNOWN_STORE', 'The shop has no store for this language or country');
    return {
      storeId,
      storeCode: store.code,
      currency: store.currency,
      storeCountry: store.country,
      customer,
    };
  }

  private async findOpenCart(
    em: EntityManager,
    owner: CartOwner,
    placement: Placement,
    lock = false,
  ): Promise<Cart | null> {
    const options = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    if (owner.customerId !== null)
      return em.findOne(
        Cart,
        { customerId: owner.customerId, storeId: placement.storeId, status: 'open' },
        options,
      );
    if (!owner.cartToken) return null;
    const cart = await em.findOne(
      Cart,
      { token: owner.cartToken, customerId: null, status: 'open' },
      options,
    );
    // A visitor who switches language may switch store: the cart follows and is priced in the new store.
    if (cart && (cart.storeId !== placement.storeId || cart.locale !== owner.locale)) {
      cart.storeId = placement.storeId;
      cart.currency = placement.currency;
      cart.locale = owner.locale;
      cart.version++;
      await em.flush();
    }
    return cart;
  }

  private async ensureCart(em: EntityManager, owner: CartOwner, placement: Placement): Promise<Cart> {
    const existing = await this.findOpenCart(em, owner, placement);
    if (existing) return existing;
    const fields = { storeId: placement.storeId, currency: placement.currency, locale: owner.locale };
    if (owner.customerId !== null) {
      await this.repository.ensureCustomerCart(em, { customerId: owner.customerId, ...fields });
      return (await this.findOpenCart(em, owner, placement))!;
    }
    const cart = em.create(Cart, { token: randomUUID(), customerId: null, ...fields });
    await em.persistAndFlush(cart);
    return cart;
  }

  private async addLine(
    owner: CartOwner,
    placement: Placement,
    line: AddLineInput,
  ): Promise<{ cart: Cart; quantity: string }> {
    const product = (await this.catalogue.forCart(this.em, [line.productId], owner.locale)).get(
      line.productId,
    );
    if (!product?.active) throw new DomainError('PRODUCT_NOT_FOUND', 'no product found');
    if (
      (line.unitDefinitionId !== undefined && line.unitDefinitionId !== product.sales_unit_id) ||
      (line.unit !== undefined && line.unit !== '' && line.unit !== product.unit_identifier)
    )
      throw new DomainError('VALIDATION_FAILED', `The product is sold in ${product.unit_identifier}`, [
        { field: 'unitDefinition', reason: 'unknown unit' },
      ]);
    const quantity = acceptedQuantity(line.quantity, product);
    const cart = await this.ensureCart(this.em, owner, placement);
    const existing = await this.em.findOne(CartItem, {
      cart: cart.id,
      productId: product.id,
      unitDefinitionId: product.sales_unit_id,
      isGift: false,
    });
    if (existing) {
      const total = checkQuantity(addQuantities(existing.quantity, quantity), quantityRules(product));
      if (!total.valid) throw new DomainError('QUANTITY_INVALID', quantityProblemMessage(total.problem));
    }
    await this.repository.addToLine(this.em, {
      cartId: cart.id,
      productId: product.id,
      sku: product.sku,
      unitDefinitionId: product.sales_unit_id,
      quantity,
    });
    if (existing) await this.em.refresh(existing);
    await this.touch(cart);
    return { cart, quantity };
  }

  private async ownItem(
    owner: CartOwner,
    placement: Placement,
    itemId: number,
  ): Promise<{ cart: Cart; item: CartItem }> {
    const cart = await this.findOpenCart(this.em, owner, placement);
    const item = cart && (await this.em.findOne(CartItem, { id: itemId, cart: cart.id, isGift: false }));
    if (!cart || !item?.productId)
      throw new DomainError('CART_ITEM_NOT_FOUND', 'The item is not in the cart');
    return { cart, item };
  }

  /**
   * On the first cart call after a login, the visitor's cart (from its cookie) joins the customer's: quantities
   * of the same product add up and are put back on the product's rules, a discounted set comes along; the
   * visitor's cart is then closed.
   */
  private async mergeVisitorCart(owner: CartOwner, placement: Placement): Promise<void> {
    await this.em.transactional(async (em) => {
      const visitorCart = await em.findOne(
        Cart,
        { token: owner.cartToken!, customerId: null, status: 'open' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!visitorCart) return;
      const target = await this.ensureCart(em, owner, placement);
      const incoming = await em.find(
        CartItem,
        { cart: visitorCart.id, isGift: false },
        { orderBy: { id: 'asc' } },
      );
      const present = await em.find(CartItem, { cart: target.id, isGift: false });
      const products = await this.catalogue.forCart(
        em,
        incoming.flatMap((item) => (item.productId ? [item.productId] : [])),
        owner.locale,
      );
      for (const item of incoming) {
        const product = item.productId ? products.get(item.productId) : undefined;
        if (!product?.active) continue;
        const same = present.find(
          (line) => line.productId === item.productId && line.unitDefinitionId === item.unitDefinitionId,
        );
        if (same) {
          same.quantity = mergedQuantity(same.quantity, item.quantity, product);
        } else {
          em.create(CartItem, {
            cart: target,
            productId: product.id,
            sku: product.sku,
            unitDefinitionId: item.unitDefinitionId,
            quantity: mergedQuantity(item.quantity, '0', product),
            isGift: false,
          });
        }
      }
      // The visitor's set comes along (the latest set added replaces one recorded before, as a new add does).
      if (visitorCart.discountedSet?.length) target.discountedSet = visitorCart.discountedSet;
      await em.flush();
      await this.repository.moveVouchers(em, visitorCart.id, target.id);
      visitorCart.status = 'abandoned';
      target.version++;
    });
  }

  /** Reads the cart's lines, drops those whose product went away, and prices the rest. */
  private async read(
    em: EntityManager,
    cart: Cart | null,
    owner: CartOwner,
    placement: Placement,
    destinationOverride?: Destination,
  ): Promise<CartView> {
    const stored = cart
      ? await em.find(CartItem, { cart: cart.id, isGift: false }, { orderBy: { id: 'asc' } })
      : [];
    const products = await this.catalogue.forCart(
      em,
      stored.flatMap((item) => (item.productId ? [item.productId] : [])),
      owner.locale,
    );
    const gone = stored.filter((item) => !item.productId || !products.get(item.productId)?.active);
    if (gone.length > 0) {
      cart!.version++;
      em.remove(gone);
      await em.flush();
    }
    const items = stored.filter((item) => !gone.includes(item));
    const voucherCodes = cart
      ? await this.voucherCodes.codesOf(em, await this.repository.voucherCodeIds(em, cart.id))
      : [];
    const destination = destinationOverride ?? (await this.destination(em, cart, owner, placement));
    const context: PricingContext = {
      storeId: placement.storeId,
      customerId: owner.customerId,
      companyId: placement.customer?.company_id ?? null,
      customerGroupIds: placement.customer?.group_ids ?? [],
      shippingCountry: destination?.country ?? null,
      shippingPostcode: destination?.postcode ?? null,
      voucherCodes,
      carrierId: cart?.checkout.carrierId ?? null,
      paymentProviderId: cart?.checkout.paymentProviderId ?? null,
      setDiscount: discountedSet(cart, owner.locale),
    };
    const quote = await this.pricing.quote(context, pricingLines(items), owner.locale);
    const giftIds = quote.lines.map((line) => line.productId).filter((id) => !products.has(id));
    if (giftIds.length > 0)
      for (const [id, row] of await this.catalogue.forCart(em, giftIds, owner.locale)) products.set(id, row);
    return {
      cart,
      storeCode: placement.storeCode,
      calendar: await this.deliveryCalendar.forStore({
        id: placement.storeId,
        code: placement.storeCode,
      }),
      items,
      products,
      quote,
      context,
      removed: gone.map((item) => ({ sku: item.sku })),
      removeTokens: new Map(
        items.map((item) => [item.id, cartLineToken(this.config.sessionSecret, cart!.id, item.id)]),
      ),
    };
  }

  /** Where the goods go: the checkout's shipping address, else the shipping calculator's, else the store's. */
  private async destination(
    em: EntityManager,
    cart: Cart | null,
    owner: CartOwner,
    placement: Placement,
  ): Promise<Destination | null> {
    const checkout = cart?.checkout ?? {};
    const addressId = checkout.useInvoiceAsShipping ? checkout.invoiceAddressId : checkout.shippingAddressId;
    if (addressId && owner.customerId !== null) {
      const address = await this.customers.addressDestination(em, owner.customerId, addressId);
      if (address) return address;
    }
    const guest = checkout.useInvoiceAsShipping
      ? checkout.guestInvoiceAddress
      : checkout.guestShippingAddress;
    if (guest?.country) return { country: guest.country, postcode: guest.postcode ?? null };
    if (cart?.shippingCountry)
      return { country: cart.shippingCountry.trim(), postcode: cart.shippingPostcode ?? null };
    return placement.storeCountry ? { country: placement.storeCountry, postcode: null } : null;
  }

  /** Counts a write the ORM did not see (lines and vouchers are written in SQL), for the checkout's check. */
  private async touch(cart: Cart): Promise<void> {
    cart.version++;
    await this.em.flush();
  }

  private result(owner: CartOwner, view: CartView): CartResult<CartView> {
    return { body: view, cartToken: this.tokenAfter(owner, view.cart) };
  }

  /** A customer's cart needs no cookie (a merged visitor cart's cookie is cleared); a visitor's keeps its own. */
  private tokenAfter(owner: CartOwner, cart: Cart | null): string | null {
    if (owner.customerId !== null) return null;
    return cart?.token ?? null;
  }
}

/** The cart's recorded fire-safety set as pricing's set discount (spec §9), labelled in the shopper's language. */
function discountedSet(cart: Cart | null, locale: string): SetDiscount | null {
  if (!cart?.discountedSet?.length) return null;
  return {
    name: FIRE_SAFETY_SET_RULE_NAME,
    label: FIRE_SAFETY_SET_LABELS[isLocale(locale) ? locale : FALLBACK_LOCALE],
    percent: String(FIRE_SAFETY_SET_DISCOUNT_PERCENT),
    items: cart.discountedSet,
  };
}

function pricingLines(items: CartItem[]): PricingLineInput[] {
  return items.map((item) => ({
    lineId: item.id,
    productId: item.productId!,
    quantity: plainQuantity(item.quantity),
    unitDefinitionId: item.unitDefinitionId,
  }));
}
