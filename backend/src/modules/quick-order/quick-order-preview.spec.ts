import type { ProductByCodeRow } from '../catalogue/product-lookup.service';
import { buildPreview } from './quick-order-preview';

function product(overrides: Partial<ProductByCodeRow>): ProductByCodeRow {
  return {
    id: 1,
    sku: 'AA-1',
    ean_number: '6400000000001',
    nobb_number: '11111111',
    name: 'Alkaline AA',
    slug: 'alkaline-aa',
    active: true,
    minimum_order_quantity: '1',
    minimum_order_override: false,
    sales_unit_id: 1,
    sales_unit: 'PCE',
    sales_unit_label: 'piece',
    unit_precision: 0,
    units: [],
    ...overrides,
  };
}

describe('quick order preview', () => {
  const box = product({
    id: 2,
    sku: 'BOX-12',
    ean_number: '6400000000002',
    nobb_number: null,
    minimum_order_quantity: '12',
  });
  const cable = product({
    id: 3,
    sku: 'CABLE',
    ean_number: null,
    nobb_number: '33333333',
    sales_unit: 'M',
    unit_precision: 2,
    minimum_order_quantity: '0.1',
  });

  it('merges rows naming one product by different codes and sums their quantities exactly', () => {
    const [line] = buildPreview(
      [
        { row: 1, code: 'cable', quantity: '0,5' },
        { row: 2, code: '33333333', quantity: '1.2' },
      ],
      [cable],
    );
    expect(line).toMatchObject({ rows: [1, 2], quantity: '1.7', status: 'ok' });
  });

  it('rounds a quantity between multiples up to the next one as the correction', () => {
    const [line] = buildPreview([{ row: 1, code: 'BOX-12', quantity: '13' }], [box]);
    expect(line).toMatchObject({
      status: 'invalid_quantity',
      problem: { code: 'QUANTITY_NOT_A_MULTIPLE', increment: '12' },
      suggestedQuantity: '24',
    });
  });

  it('orders the smallest quantity when the quantity is left empty', () => {
    const [line] = buildPreview([{ row: 1, code: 'BOX-12', quantity: '' }], [box]);
    expect(line).toMatchObject({ status: 'ok', quantity: '12' });
  });

  it('prefers the product whose SKU is the code over one whose EAN is', () => {
    const bySku = product({ id: 4, sku: '6400000000002', ean_number: null });
    const [line] = buildPreview([{ row: 1, code: '6400000000002', quantity: '1' }], [box, bySku]);
    expect(line.product?.id).toBe(4);
  });

  it('merges repeated unknown codes whatever their letter case', () => {
    const lines = buildPreview(
      [
        { row: 1, code: 'nope', quantity: '1' },
        { row: 2, code: 'NOPE', quantity: '2' },
      ],
      [],
    );
    expect(lines).toEqual([expect.objectContaining({ rows: [1, 2], status: 'not_found', quantity: '3' })]);
  });

  describe('units', () => {
    // The AAA 40-pack: sold by the pack (factor 40), also by the box of 800 (20 packs); at least 5 packs.
    const aaa = product({
      id: 7,
      sku: 'AAA-40',
      ean_number: null,
      nobb_number: null,
      sales_unit_id: 11,
      sales_unit: 'PK',
      sales_unit_label: 'pkt',
      minimum_order_quantity: '5',
      units: [
        { id: 11, identifier: 'PK', label: 'pkt', precision: 0, conversionFactor: '40' },
        { id: 12, identifier: 'BOX', label: 'ltk', precision: 0, conversionFactor: '800' },
      ],
    });

    it('reads a box by code or name, checks the rules in boxes and shows the packs it holds', () => {
      const lines = buildPreview(
        [
          { row: 1, code: 'AAA-40', quantity: '2', unit: 'box' },
          { row: 2, code: 'aaa-40', quantity: '1', unit: 'LTK' },
          { row: 3, code: 'AAA-40', quantity: '5' },
        ],
        [aaa],
      );
      expect(lines.map((l) => [l.status, l.quantity, l.unitDefinitionId, l.salesQuantity])).toEqual([
        ['ok', '3', 12, '60'],
        ['ok', '5', 11, null],
      ]);
      expect(lines[0]?.product?.units.map((unit) => unit.identifier)).toEqual(['PK', 'BOX']);
    });

    it('holds the minimum in packs, not boxes, and refuses a unit the product is not sold in', () => {
      const [packs, rolls] = buildPreview(
        [
          { row: 1, code: 'AAA-40', quantity: '3', unit: 'PK' },
          { row: 2, code: 'AAA-40', quantity: '3', unit: 'roll' },
        ],
        [aaa],
      );
      expect([packs?.status, packs?.suggestedQuantity]).toEqual(['invalid_quantity', '5']);
      expect([rolls?.status, rolls?.unitDefinitionId]).toEqual(['unknown_unit', null]);
    });
  });
});
