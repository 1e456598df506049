import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_STORE_FOR_LOCALE, type Locale, type StoreCode } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import type { CartOwner } from '../cart/cart.port';
import { ProductLookupService } from '../catalogue/product-lookup.service';
import type { QuickOrderAddResultDto, QuickOrderInputDto, QuickOrderPreviewDto } from './dto/quick-order.dto';
import { QUICK_ORDER_CART, type QuickOrderCart } from './quick-order-cart.port';
import { quickOrderSample, readPastedLines, readQuickOrderFile, type EnteredLine } from './quick-order-file';
import { buildPreview } from './quick-order-preview';
import { QUICK_ORDER_LIMITS } from './quick-order.limits';

/** Quick order by SKU, EAN or Nobb number, typed, pasted or uploaded: a preview first, then into the cart. */
@Injectable()
export class QuickOrderService {
  constructor(
    private readonly products: ProductLookupService,
    @Inject(QUICK_ORDER_CART) private readonly cart: QuickOrderCart,
  ) {}

  preview(input: QuickOrderInputDto): Promise<QuickOrderPreviewDto> {
    return this.previewLines(enteredLines(input), input.locale, input.store);
  }

  async previewFile(
    content: Buffer | undefined,
    locale: Locale,
    store?: StoreCode,
  ): Promise<QuickOrderPreviewDto> {
    return this.previewLines(await readQuickOrderFile(content), locale, store);
  }

  /** Adds every line that can be added as it is; the others are answered back, unchanged, nothing else stored. */
  async add(owner: CartOwner, input: QuickOrderInputDto): Promise<QuickOrderAddResultDto> {
    const preview = await this.preview(input);
    const valid = preview.lines.filter((line) => line.status === 'ok' && line.product);
    if (valid.length === 0)
      throw new DomainError('VALIDATION_FAILED', 'No line can be added to the cart as it is', [
        { field: 'lines', reason: 'NOTHING_TO_ADD' },
      ]);
    const { body: outcomes } = await this.cart.addItems(
      owner,
      valid.map((line) => ({
        productId: line.product?.id as number,
        quantity: line.quantity,
        unitDefinitionId: line.unitDefinitionId ?? (line.product?.unitDefinitionId as number),
      })),
    );
    // A line the cart refused after all (the product went away meanwhile) says why.
    for (const outcome of outcomes) {
      if (outcome.status !== 'refused') continue;
      const line = valid.find((candidate) => candidate.product?.id === outcome.productId);
      if (line) line.message = outcome.reason;
    }
    return { added: outcomes.filter((outcome) => outcome.status === 'added').length, preview };
  }

  /** The downloadable sample, with two products of the catalogue as examples. */
  async sample(format: 'xlsx' | 'csv'): Promise<Buffer> {
    const skus = await this.products.sampleSkus(2);
    return quickOrderSample(
      format,
      skus.map((sku, index) => [sku, String((index + 1) * 10)]),
    );
  }

  private async previewLines(
    entered: EnteredLine[],
    locale: Locale,
    store: StoreCode = DEFAULT_STORE_FOR_LOCALE[locale],
  ): Promise<QuickOrderPreviewDto> {
    const codes = [...new Set(entered.map((line) => line.code))];
    const products = await this.products.byCodes(codes, locale);
    const lines = buildPreview(entered, products);
    // Each row shows its price and stock: the store's cards of all the lines' products, in one statement.
    const ids = lines.flatMap((line) => (line.product ? [line.product.id] : []));
    const cards = new Map((await this.products.cards(ids, locale, store)).map((card) => [card.id, card]));
    for (const line of lines) {
      const card = line.product ? cards.get(line.product.id) : undefined;
      if (!line.product || !card) continue;
      line.product.price = card.price;
      line.product.stockStatus = card.stockStatus;
    }
    return { lines, validLines: lines.filter((line) => line.status === 'ok').length };
  }
}

/** The typed lines (without the empty ones) followed by the pasted text's, numbered in that order. */
function enteredLines(input: QuickOrderInputDto): EnteredLine[] {
  const typed = input.lines
    .map((line, index) => ({
      row: index + 1,
      code: line.sku.trim(),
      quantity: line.quantity.trim(),
      ...(line.unit?.trim() ? { unit: line.unit.trim() } : {}),
    }))
    .filter((line) => line.code !== '');
  const pasted = input.text?.trim()
    ? readPastedLines(input.text).map((line) => ({ ...line, row: line.row + input.lines.length }))
    : [];
  const lines = [...typed, ...pasted];
  if (lines.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Enter at least one SKU', [
      { field: 'lines', reason: 'LINES_EMPTY' },
    ]);
  }
  if (lines.length > QUICK_ORDER_LIMITS.linesMax) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `A quick order takes at most ${QUICK_ORDER_LIMITS.linesMax} lines`,
      [{ field: 'lines', reason: 'TOO_MANY_LINES' }],
    );
  }
  return lines;
}
