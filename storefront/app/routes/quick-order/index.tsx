import {
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_FILE_MB,
  QUICK_ORDER_MAX_LINES,
  type Locale,
} from '@tradeshop/shared';
import { useEffect } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/index';
import {
  addQuickOrder,
  previewQuickOrder,
  previewQuickOrderFile,
  requireQuickOrderCustomer,
  type QuickOrderLineDto,
  type QuickOrderPreviewDto,
  type QuickOrderProblem,
  type QuickOrderRow,
} from '../../api/quick-order.server';
import { getBuyerPrices, type BuyerPricesDto } from '../../api/prices.server';
import { accountMeta } from '../../components/account/account-meta';
import { announceCartAdded, type CartAdded } from '../../components/cart/cart-added-notice';
import { BuyerPricesProvider } from '../../components/price/buyer-prices-provider';
import {
  QuickOrderLinesForm,
  type QuickOrderLinesState,
} from '../../components/quick-order/quick-order-lines-form';
import { QuickOrderUploadForm } from '../../components/quick-order/quick-order-upload-form';
import quickOrderStylesHref from '../../components/quick-order/quick-order.css?url';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { metaI18n } from '../../lib/meta';
import { postedForm } from '../../lib/posted-form.server';

/** Empty rows a fresh form offers. */
const EMPTY_ROWS = 5;

interface QuickOrderPageData extends QuickOrderLinesState {
  added: number | null;
  /** What the add put into the cart, for the page-wide confirmation. */
  addedItems?: CartAdded[];
  problem: QuickOrderProblem | null;
  /** The buyer's own prices of the checked rows' products. */
  buyerPrices?: BuyerPricesDto | null;
}

const emptyRows = (count: number): QuickOrderRow[] =>
  Array.from({ length: count }, () => ({ sku: '', quantity: '', unit: '' }));

function fresh(): QuickOrderPageData {
  return { rows: emptyRows(EMPTY_ROWS), lines: Array(EMPTY_ROWS).fill(null), added: null, problem: null };
}

/** A checked form with the buyer's prices of its products, in one call. */
async function withBuyerPrices(
  request: Request,
  context: Route.ActionArgs['context'],
  locale: Locale,
  page: QuickOrderPageData,
): Promise<QuickOrderPageData> {
  const ids = page.lines.flatMap((line) => (line?.product ? [line.product.id] : []));
  return { ...page, buyerPrices: await getBuyerPrices(request, context, locale, ids) };
}

/** The preview's lines become the form's rows, each with its outcome. */
function fromPreview(preview: QuickOrderPreviewDto): Pick<QuickOrderPageData, 'rows' | 'lines'> {
  return {
    rows: preview.lines.map((line) => ({
      sku: line.product?.sku ?? line.sku,
      quantity: line.quantity,
      unit: line.unitDefinitionId !== null ? String(line.unitDefinitionId) : line.unitText,
    })),
    lines: preview.lines,
  };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: quickOrderStylesHref }];

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => metaI18n(args.matches).messages.quickOrder.title);

/** GET /shop/quick-order (storefront spec §2): for logged-in customers. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  await requireQuickOrderCustomer(request, context, locale);
  return fresh();
}

/**
 * POST /shop/quick-order: `intent` says what the shopper pressed. `check` previews the rows and pasted lines,
 * `round:<row>:<quantity>` applies a correction and checks again, `add` puts every valid line into the cart and
 * keeps the others to correct, `upload` previews a spreadsheet; `add-row` and `remove:<row>` edit the rows
 * (without JavaScript).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  // A body far over the file limit is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > QUICK_ORDER_MAX_FILE_BYTES + 64 * 1024)
    return data<QuickOrderPageData>({ ...fresh(), problem: 'FILE_TOO_LARGE' }, 413);
  const form = await postedForm(request);
  const csrf = form.get('_token');
  const intent = String(form.get('intent') ?? 'check');
  const rows = formRows(form);
  const lines = (): Array<QuickOrderLineDto | null> => rows.map(() => null);

  if (intent === 'upload') {
    const result = await previewQuickOrderFile(request, context, csrf, locale, form.get('file'));
    if (!result.ok) return data<QuickOrderPageData>({ ...fresh(), problem: result.problem }, result.status);
    return withBuyerPrices(request, context, locale, {
      ...fromPreview(result.body),
      added: null,
      problem: null,
    });
  }
  if (intent === 'add-row') {
    const more = rows.length < QUICK_ORDER_MAX_LINES ? [...rows, ...emptyRows(1)] : rows;
    return { rows: more, lines: more.map(() => null), added: null, problem: null };
  }
  const removed = /^remove:(\d+)$/.exec(intent);
  if (removed) {
    const kept = rows.filter((_, index) => index !== Number(removed[1]));
    return { rows: kept, lines: kept.map(() => null), added: null, problem: null };
  }
  const rounded = /^round:(\d+):([\d.]+)$/.exec(intent);
  if (rounded) {
    const row = rows[Number(rounded[1])];
    if (row) row.quantity = rounded[2] as string;
  }
  if (intent === 'add') return add(request, context, csrf, locale, rows);
  const result = await previewQuickOrder(
    request,
    context,
    csrf,
    locale,
    rows,
    String(form.get('text') ?? ''),
  );
  if (!result.ok)
    return data<QuickOrderPageData>(
      { rows, lines: lines(), added: null, problem: result.problem },
      result.status,
    );
  return withBuyerPrices(request, context, locale, {
    ...fromPreview(result.body),
    added: null,
    problem: null,
  });
}

async function add(
  request: Request,
  context: Route.ActionArgs['context'],
  csrf: FormDataEntryValue | null,
  locale: Locale,
  rows: QuickOrderRow[],
) {
  const { result, headers } = await addQuickOrder(request, context, csrf, locale, rows);
  if (!result.ok)
    return data<QuickOrderPageData>(
      { rows, lines: rows.map(() => null), added: null, problem: result.problem },
      { status: result.status, headers },
    );
  // What was added leaves the form; the lines left out stay to be corrected.
  const left = result.body.preview.lines.filter((line) => line.status !== 'ok');
  const addedItems = result.body.preview.lines.flatMap((line): CartAdded[] => {
    if (line.status !== 'ok' || line.message !== null || !line.product) return [];
    const unit = line.product.units.find((candidate) => candidate.id === line.unitDefinitionId);
    return [
      {
        productId: line.product.id,
        name: line.product.name,
        quantity: line.quantity,
        unit: unit?.label ?? line.product.unitLabel,
        lineQuantity: null,
      },
    ];
  });
  const remaining =
    left.length > 0
      ? fromPreview({ lines: left, validLines: 0 })
      : { rows: emptyRows(EMPTY_ROWS), lines: Array(EMPTY_ROWS).fill(null) };
  return data<QuickOrderPageData>(
    { ...remaining, added: result.body.added, addedItems, problem: null },
    { headers },
  );
}

function formRows(form: FormData): QuickOrderRow[] {
  const skus = form.getAll('sku');
  const quantities = form.getAll('quantity');
  const units = form.getAll('unit');
  return skus.slice(0, QUICK_ORDER_MAX_LINES).map((sku, index) => ({
    sku: typeof sku === 'string' ? sku : '',
    quantity: typeof quantities[index] === 'string' ? (quantities[index] as string) : '',
    unit: typeof units[index] === 'string' ? (units[index] as string) : '',
  }));
}

export default function QuickOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, format, plural } = useI18n();
  const t = messages.quickOrder;
  const state = actionData ?? loaderData;
  const problem = state.problem;
  const addedItems = actionData?.addedItems;
  // Every add confirms in the page-wide notice, naming the products and quantities.
  useEffect(() => {
    const [first, ...more] = addedItems ?? [];
    if (first) announceCartAdded(more.length > 0 ? { ...first, items: [first, ...more] } : first);
  }, [addedItems]);
  return (
    <div className="page quick-order-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      {state.added !== null ? (
        <p className="account-notice" role="status">
          {plural(t.added, state.added)}
        </p>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problemText(problem, messages.quickOrder, format)}
        </p>
      ) : null}
      {/* A new answer starts the form afresh from the server's rows. */}
      <BuyerPricesProvider prices={state.buyerPrices ?? null}>
        <QuickOrderLinesForm key={JSON.stringify(state)} state={state} />
      </BuyerPricesProvider>
      <QuickOrderUploadForm />
    </div>
  );
}

function problemText(
  problem: QuickOrderProblem,
  t: ReturnType<typeof useI18n>['messages']['quickOrder'],
  format: ReturnType<typeof useI18n>['format'],
): string {
  const values = { rows: QUICK_ORDER_MAX_LINES, size: QUICK_ORDER_MAX_FILE_MB };
  switch (problem) {
    case 'LINES_EMPTY':
      return t.linesEmpty;
    case 'TOO_MANY_LINES':
      return format(t.tooManyLines, values);
    case 'NOTHING_TO_ADD':
      return t.nothingToAdd;
    case 'FAILED':
      return t.failed;
    default:
      return format(t.fileProblems[problem], values);
  }
}
