import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  checkQuantity,
  FIRE_SAFETY_SET_DISCOUNT_PERCENT,
  FIRE_SAFETY_SET_LABELS,
  FIRE_SAFETY_SET_RULE_NAME,
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
import { VoucherCodesService } from '../shop-config/voucher-codes.service';
import type { CartForOrders, CartOwner, DiscountedSetItem, LockedCart } from './cart.port';
import { ProductLookupService, type CartProductRow } from '../catalogue/product-lookup.service';
import { CustomerReadsService } from '../customers/customer-reads.service';
import { CartRepository, type CartContents, type CartLine } from './cart.repository';
import {
  acceptedQuantity,
  addQuantities,
  findOrderUnit,
  mergedQuantity,
  orderUnits,
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

/** Everything the cart page, the minicart and the checkout read: the lines, their products and the quote. */
export interface CartView {
  cart: Cart | null;
  storeCode: StoreCode;
  /** The store's delivery weekdays and restock lead time: out-of-stock lines' preliminary dates follow them. */
  calendar: DeliveryCalendar;
  items: CartLine[];
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

/** One line of the cart's bulk update: its new quantity, and optionally another of the product's units. */
export interface LineChange {
  itemId: number;
  quantity: string;
  unitDefinitionId?: number;
}

export type AddLineResult =
  | { productId: number; status: 'added'; quantity: string }
  | { productId: number; status: 'refused'; code: string; reason: string };

interface Destination {
  country: string;
  postcode: string | null;
}

/** The cart's lines whose products are still sold, with their products; those that went away are removed. */
interface CartLines {
  items: CartLine[];
  products: Map<number, CartProductRow>;
  removed: { sku: string }[];
}

/** A shopper's cart: lines, quantities by the product's rules, vouchers, the shipping calculator, merging. */
@Injectable()
export class CartService implements CartForOrders {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: CartRepository,
    private readonly catalogue: ProductLookupService,
    private readonly customers: CustomerReadsService,
    private readonly voucherCodes: VoucherCodesService,
    @Inject(PricingService) private readonly pricing: Pricing,
    private readonly deliveryCalendar: DeliveryCalendarService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(owner: CartOwner): Promise<CartResult<CartView>> {
    await this.prepare(owner);
    const found = await this.openCartWithContents(this.em, owner);
    return this.result(
      owner,
      await this.read(this.em, found?.cart ?? null, owner, { contents: found?.contents }),
    );
  }

  /**
   * Adds to the product's line in one statement and answers the cart from what was read before it and what it
   * returned: the cart, its lines and their products are read once, before the write, not again after it.
   */
  async addItem(owner: CartOwner, line: AddLineInput): Promise<CartResult<CartView>> {
    await this.prepare(owner);
    const found = await this.openCartWithContents(this.em, owner);
    const stored = found?.contents.items ?? [];
    const products = await this.catalogue.forCart(
      this.em,
      [...new Set([line.productId, ...stored.flatMap((item) => (item.productId ? [item.productId] : []))])],
      owner.shop.locale,
    );
    const product = products.get(line.productId);
    const cart = found?.cart ?? null;
    const { quantity, unitId } = this.acceptedLine(product, line, stored);
    const target = cart ?? (await this.ensureCart(this.em, owner));
    const written = await this.writeLine(target, product!, unitId, quantity);
    const items = stored.some((item) => item.id === written.id)
      ? stored.map((item) => (item.id === written.id ? written : item))
      : [...stored, written];
    const contents = { items, voucherCodeIds: found?.contents.voucherCodeIds ?? [] };
    return this.result(owner, await this.read(this.em, target, owner, { contents, products }));
  }

  /** Quick order and reorder: many lines at once, each added or refused on its own. */
  async addItems(owner: CartOwner, lines: AddLineInput[]): Promise<CartResult<AddLineResult[]>> {
    await this.prepare(owner);
    const results: AddLineResult[] = [];
    let cart: Cart | null = null;
    for (const line of lines) {
      try {
        // A visitor's cart made by the first line is found by its token, not made again for each line.
        const lineOwner = cart && owner.shop.customer === null ? { ...owner, cartToken: cart.token } : owner;
        const added = await this.addLine(lineOwner, line);
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
    cart ??= await this.findOpenCart(this.em, owner);
    return {
      body: results,
      cartToken: owner.shop.customer === null ? (cart?.token ?? owner.cartToken) : null,
    };
  }

  /**
   * Adds a discounted set (the fire-safety guide's) line by line and records it on the cart, replacing a set
   * recorded before. Every line is checked first: when one is refused, nothing is added. The set's discount
   * (pricing's `setDiscount`) then holds while the cart keeps all of the set's quantities.
   */
  async addSet(owner: CartOwner, items: DiscountedSetItem[]): Promise<CartResult<CartView>> {
    if (items.length === 0) throw new DomainError('VALIDATION_FAILED', 'The set holds no products');
    await this.prepare(owner);
    const products = await this.catalogue.forCart(
      this.em,
      items.map((item) => item.productId),
      owner.shop.locale,
    );
    const existingCart = await this.findOpenCart(this.em, owner);
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
    const cart = existingCart ?? (await this.ensureCart(this.em, owner));
    for (const { product, quantity } of accepted) {
      const written = await this.repository.addToLine(this.em, {
        cartId: cart.id,
        productId: product.id,
        sku: product.sku,
        unitDefinitionId: product.sales_unit_id,
        quantity,
      });
      this.adoptCountedVersion(cart, written.cartVersion);
    }
    cart.discountedSet = accepted.map(({ product, quantity }) => ({ productId: product.id, quantity }));
    await this.touch(cart);
    return this.result(owner, await this.read(this.em, cart, owner));
  }

  async updateQuantity(
    owner: CartOwner,
    itemId: number,
    quantity: string,
    unitDefinitionId?: number,
  ): Promise<CartResult<CartView>> {
    return this.updateLines(owner, [{ itemId, quantity, unitDefinitionId }], []);
  }

  /**
   * The cart's bulk update: many lines' quantities (and units) changed and lines removed in one submit. Every
   * change is checked first against its product's rules in its unit; when one is refused nothing is stored. Two
   * lines that end in the same product and unit become one line with the sum of their quantities.
   */
  async updateLines(
    owner: CartOwner,
    changes: LineChange[],
    removeItemIds: number[],
  ): Promise<CartResult<CartView>> {
    await this.prepare(owner);
    const cart = await this.findOpenCart(this.em, owner);
    const items = cart
      ? await this.em.find(CartItem, { cart: cart.id, isGift: false }, { orderBy: { id: 'asc' } })
      : [];
    const byId = new Map(items.map((item) => [item.id, item]));
    const missing = [...changes.map((change) => change.itemId), ...removeItemIds].find((id) => !byId.has(id));
    if (missing !== undefined)
      throw new DomainError('CART_ITEM_NOT_FOUND', 'The item is not in the cart', [
        { field: `items.${missing}`, reason: 'not in the cart' },
      ]);
    // Nothing to change (an empty form, or no cart yet): the cart as it is.
    if (!cart || (changes.length === 0 && removeItemIds.length === 0))
      return this.result(owner, await this.read(this.em, cart, owner));
    const removed = new Set(removeItemIds);
    const products = await this.catalogue.forCart(
      this.em,
      items.flatMap((item) => (item.productId ? [item.productId] : [])),
      owner.shop.locale,
    );
    const wanted = new Map(
      items.map((item) => [item.id, { unitId: item.unitDefinitionId, quantity: item.quantity }]),
    );
    for (const change of changes) {
      if (removed.has(change.itemId)) continue;
      const item = byId.get(change.itemId)!;
      const product = products.get(item.productId!);
      if (!product?.active) throw new DomainError('PRODUCT_NOT_FOUND', 'no product found');
      const unit = findOrderUnit(product, {
        unitDefinitionId: change.unitDefinitionId ?? item.unitDefinitionId,
      });
      if (!unit) throw unknownUnit(product.unit_label, `items.${item.id}.unitDefinition`);
      const result = checkQuantity(change.quantity, quantityRules(product, unit.id));
      if (!result.valid)
        throw new DomainError('QUANTITY_INVALID', quantityProblemMessage(result.problem), [
          { field: `items.${item.id}.quantity`, reason: result.problem.code },
        ]);
      wanted.set(item.id, { unitId: unit.id, quantity: result.quantity });
    }
    // Lines that now share a product and unit are joined into the first of them.
    const kept = new Map<string, CartItem>();
    const joined: CartItem[] = [];
    for (const item of items) {
      if (removed.has(item.id)) continue;
      const target = wanted.get(item.id)!;
      const key = `${item.productId}:${target.unitId}`;
      const first = kept.get(key);
      if (!first) {
        kept.set(key, item);
        continue;
      }
      const product = products.get(item.productId!)!;
      const firstWanted = wanted.get(first.id)!;
      const total = checkQuantity(
        addQuantities(firstWanted.quantity, target.quantity),
        quantityRules(product, target.unitId),
      );
      if (!total.valid)
        throw new DomainError('QUANTITY_INVALID', quantityProblemMessage(total.problem), [
          { field: `items.${item.id}.quantity`, reason: total.problem.code },
        ]);
      firstWanted.quantity = total.quantity;
      joined.push(item);
    }
    await this.em.transactional(async (em) => {
      const gone = items.filter((item) => removed.has(item.id) || joined.includes(item));
      if (gone.length > 0) await em.nativeDelete(CartItem, { id: gone.map((item) => item.id) });
      for (const item of kept.values()) {
        const target = wanted.get(item.id)!;
        if (target.unitId === item.unitDefinitionId && plainQuantity(item.quantity) === target.quantity)
          continue;
        await em.nativeUpdate(
          CartItem,
          { id: item.id },
          { unitDefinitionId: target.unitId, quantity: target.quantity },
        );
      }
      await em.nativeUpdate(Cart, { id: cart.id }, { version: cart.version + 1, updatedAt: new Date() });
    });
    this.em.clear();
    const fresh = await this.findOpenCart(this.em, owner);
    return this.result(owner, await this.read(this.em, fresh, owner));
  }

  /** Needs the line's remove token (`removeTokens`); a wrong or missing one removes nothing. */
  async removeItem(owner: CartOwner, itemId: number, token: unknown): Promise<CartResult<CartView>> {
    await this.prepare(owner);
    const { cart, item } = await this.ownItem(owner, itemId);
    if (!isValidCartLineToken(token, this.config.sessionSecret, cart.id, item.id))
      throw new DomainError(
        'CART_LINE_TOKEN_INVALID',
        'The remove link has expired. Please reload the page and try again.',
      );
    cart.version++;
    await this.em.remove(item).flush();
    return this.result(owner, await this.read(this.em, cart, owner));
  }

  /**
   * A code that does not exist is 'voucher not found'; one whose rule does not apply is 'voucher invalid'. The
   * code is attached and the cart priced once, in one transaction: the quote says whether the code applies, and
   * a code that does not is taken off again by the rollback.
   */
  async addVoucher(owner: CartOwner, code: string): Promise<CartResult<CartView>> {
    await this.prepare(owner);
    const cart = await this.ensureCart(this.em, owner);
    const voucherCodeId = await this.voucherCodes.idOf(this.em, code);
    if (voucherCodeId === null) throw new DomainError('VOUCHER_NOT_FOUND', 'voucher not found');
    const view = await this.em.transactional(async (em) => {
      await this.repository.attachVoucher(em, cart.id, voucherCodeId);
      await this.touch(cart, em);
      const attached = await this.read(em, cart, owner);
      const typed = code.trim().toLowerCase();
      const outcome = attached.quote.vouchers.find((voucher) => voucher.code.toLowerCase() === typed);
      if (!outcome || outcome.problem === 'not_found')
        throw new DomainError('VOUCHER_NOT_FOUND', 'voucher not found');
      if (outcome.problem === 'invalid') throw new DomainError('VOUCHER_INVALID', 'voucher invalid');
      return attached;
    });
    return this.result(owner, view);
  }

  async removeVoucher(owner: CartOwner, code: string): Promise<CartResult<CartView>> {
    await this.prepare(owner);
    const cart = await this.findOpenCart(this.em, owner);
    if (cart) {
      const voucherCodeId = await this.voucherCodes.idOf(this.em, code);
      if (voucherCodeId !== null) await this.repository.detachVoucher(this.em, cart.id, voucherCodeId);
      await this.touch(cart);
    }
    return this.result(owner, await this.read(this.em, cart, owner));
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
    await this.prepare(owner);
    const cart = await this.findOpenCart(this.em, owner);
    const view = await this.read(this.em, cart, owner, {
      destination: { country: destination.country, postcode: destination.zip },
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
    await this.prepare(owner);
    const cart = await this.ensureCart(this.em, owner);
    cart.completeDelivery = completeDelivery;
    cart.version++;
    await this.em.flush();
    return this.result(owner, await this.read(this.em, cart, owner));
  }

  async lockOpenCart(em: EntityManager, owner: CartOwner): Promise<LockedCart | null> {
    const cart = await this.findOpenCart(em, owner, true);
    if (!cart) return null;
    // Read after the lock: the lines are those of the write it may have waited for.
    const contents = await this.contents(em, cart);
    const view = await this.readLines(em, cart, owner.shop.locale, contents);
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
          unitIdentifier:
            orderUnits(product).find((unit) => unit.id === item.unitDefinitionId)?.identifier ??
            product.unit_identifier,
          quantity: plainQuantity(item.quantity),
          stockStatus: product.stock_status,
          isGift: false,
        };
      }),
      pricingContext: await this.pricingContext(em, cart, owner, {
        voucherCodes: await this.voucherCodes.codesOf(em, contents.voucherCodeIds),
      }),
      version: cart.version,
      changed: view.removed.length > 0,
    };
  }

  /**
   * The cart `lockOpenCart` answered, after the checkout saved its answers in the same transaction: the same
   * lines (the lock kept them), with the saved answers, the counted version and the pricing context they make.
   */
  async withSavedCheckout(em: EntityManager, owner: CartOwner, locked: LockedCart): Promise<LockedCart> {
    const cart = await em.findOneOrFail(Cart, { id: locked.cartId });
    return {
      ...locked,
      checkout: { ...cart.checkout, completeDelivery: cart.completeDelivery },
      version: cart.version,
      // The lock held since `lockOpenCart`: the cart's vouchers are the ones it read.
      pricingContext: await this.pricingContext(em, cart, owner, {
        voucherCodes: locked.pricingContext.voucherCodes,
      }),
    };
  }

  async markOrdered(em: EntityManager, cartId: number): Promise<void> {
    await em.nativeUpdate(Cart, { id: cartId, status: 'open' }, { status: 'ordered', updatedAt: new Date() });
  }

  /** A visitor's cart merged into the customer's when they have just logged in. */
  private async prepare(owner: CartOwner): Promise<void> {
    if (owner.shop.customer !== null && owner.cartToken) await this.mergeVisitorCart(owner);
  }

  private async findOpenCart(em: EntityManager, owner: CartOwner, lock = false): Promise<Cart | null> {
    const options = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    const { store, customer, locale } = owner.shop;
    if (customer !== null)
      return em.findOne(Cart, { customerId: customer.id, storeId: store.id, status: 'open' }, options);
    if (!owner.cartToken) return null;
    const cart = await em.findOne(
      Cart,
      { token: owner.cartToken, customerId: null, status: 'open' },
      options,
    );
    // A visitor who switches language may switch store: the cart follows and is priced in the new store.
    if (cart && (cart.storeId !== store.id || cart.locale !== locale)) {
      cart.storeId = store.id;
      cart.currency = store.currency;
      cart.locale = locale;
      cart.version++;
      await em.flush();
    }
    return cart;
  }

  /** The owner's open cart with its lines and vouchers; a customer's in one statement. */
  private async openCartWithContents(
    em: EntityManager,
    owner: CartOwner,
  ): Promise<{ cart: Cart; contents: CartContents } | null> {
    const { store, customer } = owner.shop;
    if (customer !== null) return this.repository.openCustomerCart(em, customer.id, store.id);
    const cart = await this.findOpenCart(em, owner);
    return cart && { cart, contents: await this.contents(em, cart) };
  }

  private async contents(em: EntityManager, cart: Cart | null): Promise<CartContents> {
    return cart ? this.repository.contents(em, cart.id) : { items: [], voucherCodeIds: [] };
  }

  private async ensureCart(em: EntityManager, owner: CartOwner): Promise<Cart> {
    const existing = await this.findOpenCart(em, owner);
    if (existing) return existing;
    const { store, customer, locale } = owner.shop;
    const fields = { storeId: store.id, currency: store.currency, locale };
    if (customer !== null) {
      await this.repository.ensureCustomerCart(em, { customerId: customer.id, ...fields });
      return (await this.findOpenCart(em, owner))!;
    }
    const cart = em.create(Cart, { token: randomUUID(), customerId: null, ...fields });
    await em.persistAndFlush(cart);
    return cart;
  }

  private async addLine(owner: CartOwner, line: AddLineInput): Promise<{ cart: Cart; quantity: string }> {
    const product = (await this.catalogue.forCart(this.em, [line.productId], owner.shop.locale)).get(
      line.productId,
    );
    const cart = await this.findOpenCart(this.em, owner);
    const existing = cart
      ? await this.em.find(CartItem, {
          cart: cart.id,
          productId: line.productId,
          isGift: false,
        })
      : [];
    const { quantity, unitId } = this.acceptedLine(product, line, existing);
    const target = cart ?? (await this.ensureCart(this.em, owner));
    await this.writeLine(target, product!, unitId, quantity);
    return { cart: target, quantity };
  }

  /**
   * The quantity and unit a line of `product` adds, on the product's rules, also counted with the quantity the
   * cart's line of it in that unit holds already (`stored`: the cart's lines); refused with nothing stored.
   */
  private acceptedLine(
    product: CartProductRow | undefined,
    line: AddLineInput,
    stored: CartLine[],
  ): { quantity: string; unitId: number } {
    if (!product?.active) throw new DomainError('PRODUCT_NOT_FOUND', 'no product found');
    const unit = findOrderUnit(product, line);
    if (!unit) throw unknownUnit(product.unit_label, 'unitDefinition');
    const quantity = acceptedQuantity(line.quantity, product, unit.id);
    const existing = stored.find(
      (item) => item.productId === product.id && item.unitDefinitionId === unit.id && !item.isGift,
    );
    if (existing) {
      const total = checkQuantity(
        addQuantities(existing.quantity, quantity),
        quantityRules(product, unit.id),
      );
      if (!total.valid) throw new DomainError('QUANTITY_INVALID', quantityProblemMessage(total.problem));
    }
    return { quantity, unitId: unit.id };
  }

  /**
   * Adds `quantity` to the cart's line (`addToLine`), tells the loaded cart the version the statement counted, as
   * a fresh read of its row would (the ORM does not see SQL writes), and answers the line as stored.
   */
  private async writeLine(
    cart: Cart,
    product: CartProductRow,
    unitDefinitionId: number,
    quantity: string,
  ): Promise<CartLine> {
    const line = { productId: product.id, sku: product.sku, unitDefinitionId };
    const written = await this.repository.addToLine(this.em, { cartId: cart.id, quantity, ...line });
    this.adoptCountedVersion(cart, written.cartVersion);
    return { id: written.id, ...line, quantity: written.quantity, isGift: false };
  }

  /** Tells the loaded cart a version a statement counted, as a fresh read of the row would. */
  private adoptCountedVersion(cart: Cart, version: number, em: EntityManager = this.em): void {
    em.getEntityFactory().create(Cart, { id: cart.id, version }, { merge: true });
  }

  private async ownItem(owner: CartOwner, itemId: number): Promise<{ cart: Cart; item: CartItem }> {
    const cart = await this.findOpenCart(this.em, owner);
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
  private async mergeVisitorCart(owner: CartOwner): Promise<void> {
    await this.em.transactional(async (em) => {
      const visitorCart = await em.findOne(
        Cart,
        { token: owner.cartToken!, customerId: null, status: 'open' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!visitorCart) return;
      const target = await this.ensureCart(em, owner);
      const incoming = await em.find(
        CartItem,
        { cart: visitorCart.id, isGift: false },
        { orderBy: { id: 'asc' } },
      );
      const present = await em.find(CartItem, { cart: target.id, isGift: false });
      const products = await this.catalogue.forCart(
        em,
        incoming.flatMap((item) => (item.productId ? [item.productId] : [])),
        owner.shop.locale,
      );
      for (const item of incoming) {
        const product = item.productId ? products.get(item.productId) : undefined;
        if (!product?.active) continue;
        const same = present.find(
          (line) => line.productId === item.productId && line.unitDefinitionId === item.unitDefinitionId,
        );
        if (same) {
          same.quantity = mergedQuantity(same.quantity, item.quantity, product, item.unitDefinitionId);
        } else {
          em.create(CartItem, {
            cart: target,
            productId: product.id,
            sku: product.sku,
            unitDefinitionId: item.unitDefinitionId,
            quantity: mergedQuantity(item.quantity, '0', product, item.unitDefinitionId),
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

  /**
   * Reads the cart's lines, drops those whose product went away, and prices the rest. `known` holds what the
   * caller read already: the cart's contents, and products (more may be in it than the cart's lines).
   */
  private async read(
    em: EntityManager,
    cart: Cart | null,
    owner: CartOwner,
    known: {
      destination?: Destination;
      contents?: CartContents;
      products?: Map<number, CartProductRow>;
    } = {},
  ): Promise<CartView> {
    const { locale, store } = owner.shop;
    const contents = known.contents ?? (await this.contents(em, cart));
    const { items, products, removed } = await this.readLines(em, cart, locale, contents, known.products);
    const context = await this.pricingContext(em, cart, owner, {
      destination: known.destination,
      voucherCodes: await this.voucherCodes.codesOf(em, contents.voucherCodeIds),
    });
    const quote = await this.pricing.quote(context, pricingLines(items), locale);
    const giftIds = quote.lines.map((line) => line.productId).filter((id) => !products.has(id));
    if (giftIds.length > 0)
      for (const [id, row] of await this.catalogue.forCart(em, giftIds, locale)) products.set(id, row);
    return {
      cart,
      storeCode: store.code,
      calendar: await this.deliveryCalendar.forStore({ id: store.id, code: store.code }),
      items,
      products,
      quote,
      context,
      removed,
      removeTokens: new Map(
        items.map((item) => [item.id, cartLineToken(this.config.sessionSecret, cart!.id, item.id)]),
      ),
    };
  }

  /**
   * The cart's lines with their products; lines whose product went away are removed (and reported). `known`
   * products are not read again.
   */
  private async readLines(
    em: EntityManager,
    cart: Cart | null,
    locale: Locale,
    contents: CartContents,
    known?: Map<number, CartProductRow>,
  ): Promise<CartLines> {
    const stored = contents.items;
    const products =
      known ??
      (await this.catalogue.forCart(
        em,
        stored.flatMap((item) => (item.productId ? [item.productId] : [])),
        locale,
      ));
    const gone = stored.filter((item) => !item.productId || !products.get(item.productId)?.active);
    if (gone.length > 0) {
      const version = await this.repository.removeLines(
        em,
        cart!.id,
        gone.map((item) => item.id),
      );
      this.adoptCountedVersion(cart!, version, em);
    }
    return {
      items: stored.filter((item) => !gone.includes(item)),
      products,
      removed: gone.map((item) => ({ sku: item.sku })),
    };
  }

  /**
   * What the cart is priced with: the shop context, its voucher codes,
   * its destination (the given one, else the one its checkout or shipping calculator names) and the checkout's
   * choices.
   */
  private async pricingContext(
    em: EntityManager,
    cart: Cart | null,
    owner: CartOwner,
    { destination: given, voucherCodes }: { destination?: Destination; voucherCodes: string[] },
  ): Promise<PricingContext> {
    const { store, customer, locale } = owner.shop;
    const destination = given ?? (await this.destination(em, cart, owner));
    return {
      storeId: store.id,
      customerId: customer?.id ?? null,
      companyId: customer?.companyId ?? null,
      customerGroupIds: customer?.groupIds ?? [],
      // Read with the session, so that pricing does not read it again.
      invoicePaymentAllowed: customer?.invoicePaymentAllowed ?? false,
      shippingCountry: destination?.country ?? null,
      shippingPostcode: destination?.postcode ?? null,
      voucherCodes,
      carrierId: cart?.checkout.carrierId ?? null,
      paymentProviderId: cart?.checkout.paymentProviderId ?? null,
      setDiscount: discountedSet(cart, locale),
    };
  }

  /** Where the goods go: the checkout's shipping address, else the shipping calculator's, else the store's. */
  private async destination(
    em: EntityManager,
    cart: Cart | null,
    owner: CartOwner,
  ): Promise<Destination | null> {
    const checkout = cart?.checkout ?? {};
    const customerId = owner.shop.customer?.id ?? null;
    const addressId = checkout.useInvoiceAsShipping ? checkout.invoiceAddressId : checkout.shippingAddressId;
    if (addressId && customerId !== null) {
      const address = await this.customers.addressDestination(em, customerId, addressId);
      if (address) return address;
    }
    const guest = checkout.useInvoiceAsShipping
      ? checkout.guestInvoiceAddress
      : checkout.guestShippingAddress;
    if (guest?.country) return { country: guest.country, postcode: guest.postcode ?? null };
    if (cart?.shippingCountry)
      return { country: cart.shippingCountry.trim(), postcode: cart.shippingPostcode ?? null };
    const storeCountry = owner.shop.store.country;
    return storeCountry ? { country: storeCountry, postcode: null } : null;
  }

  /** Counts a write the ORM did not see (lines and vouchers are written in SQL), for the checkout's check. */
  private async touch(cart: Cart, em: EntityManager = this.em): Promise<void> {
    cart.version++;
    await em.flush();
  }

  private result(owner: CartOwner, view: CartView): CartResult<CartView> {
    return { body: view, cartToken: this.tokenAfter(owner, view.cart) };
  }

  /** A customer's cart needs no cookie (a merged visitor cart's cookie is cleared); a visitor's keeps its own. */
  private tokenAfter(owner: CartOwner, cart: Cart | null): string | null {
    if (owner.shop.customer !== null) return null;
    return cart?.token ?? null;
  }
}

/** The cart's recorded fire-safety set as pricing's set discount (spec §9), labelled in the shopper's language. */
function discountedSet(cart: Cart | null, locale: Locale): SetDiscount | null {
  if (!cart?.discountedSet?.length) return null;
  return {
    name: FIRE_SAFETY_SET_RULE_NAME,
    label: FIRE_SAFETY_SET_LABELS[locale],
    percent: String(FIRE_SAFETY_SET_DISCOUNT_PERCENT),
    items: cart.discountedSet,
  };
}

/** A unit the product is not offered in: refused, naming the field, and nothing is stored. */
function unknownUnit(salesUnitLabel: string, field: string): DomainError {
  return new DomainError(
    'VALIDATION_FAILED',
    `The product is not sold in that unit (sales unit: ${salesUnitLabel})`,
    [{ field, reason: 'unknown unit' }],
  );
}

function pricingLines(items: CartLine[]): PricingLineInput[] {
  return items.map((item) => ({
    lineId: item.id,
    productId: item.productId!,
    quantity: plainQuantity(item.quantity),
    unitDefinitionId: item.unitDefinitionId,
  }));
}
