import { QUICK_ORDER_MAX_LINES } from '@tradeshop/shared';
import { useState, type MouseEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import type { QuickOrderLineDto, QuickOrderRow } from '../../api/quick-order.server';
import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';
import { QuickOrderLineStatus } from './quick-order-line-status';

export interface QuickOrderLinesState {
  rows: QuickOrderRow[];
  /** The preview's outcome of each row, where the rows are the preview's lines. */
  lines: Array<QuickOrderLineDto | null>;
}

/**
 * The quick-order lines: SKU and quantity per row, rows to add and remove, pasted lines, a check that shows each
 * row's outcome, and the add of every valid row. Without JavaScript each button is a form post the server
 * answers with the new rows; with it, adding and removing rows stays in the page.
 */
export function QuickOrderLinesForm({ state }: { state: QuickOrderLinesState }) {
  const { messages, format } = useI18n();
  const t = messages.quickOrder;
  const { csrfToken } = useShopSession();
  const navigation = useNavigation();
  const [rows, setRows] = useState(state.rows);
  const [lines, setLines] = useState(state.lines);
  const busy = navigation.state === 'submitting';
  const validLines = lines.filter((line) => line?.status === 'ok').length;
  const checked = lines.some((line) => line !== null);

  const addRow = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setRows([...rows, { sku: '', quantity: '', unit: '' }]);
    setLines([...lines, null]);
  };
  const removeRow = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setRows(rows.filter((_, at) => at !== index));
    setLines(lines.filter((_, at) => at !== index));
  };
  const edit = (index: number, field: keyof QuickOrderRow, value: string) => {
    // Another code may name a product without the chosen unit: its unit starts from the sales unit again.
    const reset = field === 'sku' ? { unit: '' } : {};
    setRows(rows.map((row, at) => (at === index ? { ...row, ...reset, [field]: value } : row)));
    // What the check said no longer holds for an edited row.
    setLines(lines.map((line, at) => (at === index ? null : line)));
  };

  return (
    <Form method="post" className="quick-order-form" aria-busy={busy || undefined}>
      <input type="hidden" name="_token" value={csrfToken} />
      <h2>{t.linesHeading}</h2>
      <table className="quick-order-lines">
        <thead>
          <tr>
            <th scope="col">{t.sku}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.unit}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">
              <span className="visually-hidden">{t.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const line = lines[index] ?? null;
            const number = index + 1;
            return (
              <tr key={index} className="quick-order-line" data-status={line?.status ?? 'unchecked'}>
                <td>
                  <input
                    name="sku"
                    value={row.sku}
                    onChange={(event) => edit(index, 'sku', event.currentTarget.value)}
                    aria-label={format(t.skuOfRow, { row: number })}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={64}
                  />
                </td>
                <td>
                  <input
                    name="quantity"
                    value={row.quantity}
                    onChange={(event) => edit(index, 'quantity', event.currentTarget.value)}
                    aria-label={format(t.quantityOfRow, { row: number })}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={32}
                    size={8}
                  />
                </td>
                <td>
                  <QuickOrderUnitField
                    row={row}
                    line={line}
                    label={format(t.unitOfRow, { row: number })}
                    onChange={(value) => edit(index, 'unit', value)}
                  />
                </td>
                <td>{line ? <QuickOrderLineStatus line={line} index={index} /> : null}</td>
                <td>
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${index}`}
                    onClick={removeRow(index)}
                    className="icon-button"
                    aria-label={format(t.removeRow, { row: number })}
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        <button
          type="submit"
          name="intent"
          value="add-row"
          onClick={addRow}
          className="button button--small"
          disabled={rows.length >= QUICK_ORDER_MAX_LINES}
        >
          {t.addRow}
        </button>
      </p>
      <div className="quick-order-paste">
        <label htmlFor="quick-order-text">{t.pasteLabel}</label>
        <textarea id="quick-order-text" name="text" rows={4} aria-describedby="quick-order-text-hint" />
        <p id="quick-order-text-hint" className="form-hint">
          {t.pasteHint} {t.pasteUnitHint}
        </p>
      </div>
      {checked ? (
        <p className="quick-order-summary" role="status">
          {format(t.previewSummary, {
            valid: validLines,
            total: lines.filter((line) => line !== null).length,
          })}
        </p>
      ) : null}
      <div className="quick-order-actions">
        <button type="submit" name="intent" value="check" className="button" disabled={busy}>
          {t.check}
        </button>
        {validLines > 0 ? (
          <button type="submit" name="intent" value="add" className="button" disabled={busy}>
            {t.addAll}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * A row's unit: a select of the product's units once the row is checked (the sales unit first and by default),
 * otherwise the unit as typed or pasted, kept for the next check.
 */
function QuickOrderUnitField({
  row,
  line,
  label,
  onChange,
}: {
  row: QuickOrderRow;
  line: QuickOrderLineDto | null;
  label: string;
  onChange: (value: string) => void;
}) {
  const units = line?.product?.units ?? [];
  const chosen = units.find((unit) => String(unit.id) === row.unit) ?? null;
  if (units.length > 1 || (units.length === 1 && !chosen && row.unit)) {
    return (
      <select
        name="unit"
        value={chosen ? String(chosen.id) : (row.unit ?? '')}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-label={label}
        className="quick-order-line__unit"
      >
        {!chosen && row.unit ? <option value={row.unit}>{row.unit}</option> : null}
        {units.map((unit) => (
          <option key={unit.id} value={String(unit.id)}>
            {unit.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <>
      <input type="hidden" name="unit" value={row.unit ?? ''} />
      {units[0] ? (
        <span className="quick-order-line__unit-name">{units[0].label}</span>
      ) : row.unit ? (
        <span>{row.unit}</span>
      ) : null}
    </>
  );
}
