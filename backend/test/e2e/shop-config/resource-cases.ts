import type { ShopConfigSuite } from './shop-config-client';

/**
 * One entry per shop-configuration resource: the walk through both doors and the bad-input tests read this
 * table, so a new resource adds one entry here (and nothing else in the tests).
 */
export interface ResourceCase {
  specName: string;
  restName: string;
  /** A valid new row, unique per call (`n` grows); may create the rows it refers to through `api`. */
  valid(n: number, api: CaseApi): Promise<Record<string, unknown>>;
  /** A change to save, and the field the list's `q` search finds the row by. */
  change: Record<string, unknown>;
  searchField: string;
  /** Bodies that must be refused with 4xx, nothing stored: each names the field the answer must mention. */
  bad(n: number, api: CaseApi): Promise<BadInput[]>;
  /** The unique field and a body that repeats an existing row's value (409 expected). */
  duplicate?(existing: Record<string, unknown>, n: number, api: CaseApi): Promise<Record<string, unknown>>;
}

export interface BadInput {
  why: string;
  body: Record<string, unknown>;
  field: string;
  status?: number;
}

/** Creates rows a case refers to (through the react-admin door), or anything else through the app. */
export type CaseApi = Pick<ShopConfigSuite, 'create' | 'testApp'>;

const letters = (n: number, length: number) =>
  Array.from({ length }, (_, index) => String.fromCharCode(65 + (Math.floor(n / 26 ** index) % 26))).join('');

export const currencies: ResourceCase = {
  specName: 'currencies',
  restName: 'currencies',
  async valid(n) {
    return { isoCode: `Q${letters(n, 2)}`, name: `Test currency ${n}`, symbol: '¤', fractionDigits: 2 };
  },
  change: { name: 'Renamed currency', fractionDigits: 0 },
  searchField: 'name',
  async bad(n) {
    const iso = `X${letters(n, 2)}`;
    return [
      { why: 'no ISO code', body: { name: 'No code', symbol: '¤' }, field: 'isoCode' },
      { why: 'a four-letter ISO code', body: { isoCode: 'EURO', name: 'x', symbol: '¤' }, field: 'isoCode' },
      { why: 'a blank name', body: { isoCode: iso, name: '  ', symbol: '¤' }, field: 'name' },
      {
        why: 'fraction digits as text',
        body: { isoCode: iso, name: 'x', symbol: '¤', fractionDigits: 'two' },
        field: 'fractionDigits',
      },
      {
        why: 'too many fraction digits',
        body: { isoCode: iso, name: 'x', symbol: '¤', fractionDigits: 9 },
        field: 'fractionDigits',
      },
    ];
  },
  async duplicate(existing) {
    return { isoCode: String(existing.isoCode).toLowerCase(), name: 'Copy', symbol: '¤' };
  },
};

/** Every phase-1 resource; phase 2 appends its own. */
export const RESOURCE_CASES: ResourceCase[] = [currencies];
