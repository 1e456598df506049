import { quantityProblem, toMilli } from './fulfilment-rules';
import type { FulfilmentLine } from './fulfilment-lines';
import { invalidInput } from './fulfilment.errors';

/** A line and quantity someone chose to ship or invoice. */
export interface ChosenLine {
  orderItemId: number;
  quantity: string | number;
}

export interface SelectedLine {
  line: FulfilmentLine;
  milli: number;
}

/**
 * Checks the chosen lines against what is left of each (lines of this order, more than 0, no more than is
 * left, each line once) and answers them with their order line, or refuses with a message that names the line.
 * Without a choice, everything left.
 */
export function selectLines(
  lines: readonly FulfilmentLine[],
  chosen: readonly ChosenLine[] | undefined,
  remaining: (line: FulfilmentLine) => number,
  doing: 'ship' | 'invoice',
): SelectedLine[] {
  if (!chosen || chosen.length === 0) {
    const everything = lines
      .map((line) => ({ line, milli: remaining(line) }))
      .filter((entry) => entry.milli > 0);
    if (everything.length === 0) throw invalidInput('items', `Nothing of this order is left to ${doing}`);
    return everything;
  }
  const seen = new Set<number>();
  return chosen.map((wanted, index) => {
    const line = lines.find((candidate) => candidate.item.id === Number(wanted.orderItemId));
    const field = `items[${index}]`;
    if (!line) throw invalidInput(field, `Line ${wanted.orderItemId} is not a line of this order`);
    if (seen.has(line.item.id)) throw invalidInput(field, `${line.item.sku} is chosen twice`);
    seen.add(line.item.id);
    const problem = quantityProblem(
      { sku: line.item.sku, remainingMilli: remaining(line) },
      String(wanted.quantity),
      doing,
    );
    if (problem) throw invalidInput(`${field}.quantity`, problem);
    return { line, milli: toMilli(String(wanted.quantity)) };
  });
}
