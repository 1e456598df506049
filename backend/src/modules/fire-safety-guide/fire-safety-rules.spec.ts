import type { FireSafetyAnswers } from '@tradeshop/shared';
import {
  orderableQuantity,
  recommendFireSafetySet,
  type GuideCandidate,
  type GuideRole,
} from './fire-safety-rules';

let nextId = 1;
const candidate = (
  family: string,
  attributes: GuideCandidate['attributes'],
  overrides: Partial<GuideCandidate> = {},
): GuideCandidate => ({
  id: nextId++,
  family,
  attributes,
  stockStatus: 'in_stock',
  priceMinor: 1000,
  quantityRules: { precision: 0, minimumOrderQuantity: '1', minimumOrderOverride: false },
  ...overrides,
});

// Shaped like the seeded catalogue (database/seeders/product-archetypes.ts).
const optical9v = candidate('smoke-alarm', {
  sensor_type: 'optical',
  battery_life: 1,
  interconnectable: false,
});
const optical10y = candidate('smoke-alarm', {
  sensor_type: 'optical',
  battery_life: 10,
  interconnectable: false,
});
const linked = candidate('smoke-alarm', { sensor_type: 'optical', battery_life: 10, interconnectable: true });
const heat = candidate('smoke-alarm', { sensor_type: 'heat', battery_life: 10, interconnectable: false });
const heatLinked = candidate('smoke-alarm', {
  sensor_type: 'heat',
  battery_life: 10,
  interconnectable: true,
});
const co = candidate('smoke-alarm', { sensor_type: 'co', battery_life: 10, interconnectable: false });
const foam2 = candidate('fire-extinguisher', { agent: 'foam', fire_class: '8A 55B', capacity_l: 2 });
const foam6 = candidate('fire-extinguisher', {
  agent: 'foam',
  fire_class: '27A 183B',
  capacity_l: 6,
  stored_pressure: true,
});
const powder6 = candidate('fire-extinguisher', {
  agent: 'powder',
  fire_class: '43A 233B C',
  capacity_kg: 6,
  stored_pressure: true,
});
const powder6cartridge = candidate(
  'fire-extinguisher',
  { agent: 'powder', fire_class: '43A 233B C', capacity_kg: 6, stored_pressure: false },
  { priceMinor: 900 },
);
const mist = candidate('fire-extinguisher', { agent: 'water-mist', fire_class: '21A 75F', capacity_l: 6 });
const co2small = candidate('fire-extinguisher', { agent: 'co2', fire_class: '34B', capacity_kg: 2 });
const co2large = candidate('fire-extinguisher', { agent: 'co2', fire_class: '89B', capacity_kg: 5 });
const blanket120 = candidate('fire-blanket', { size: '120 × 120 cm', material: 'glass-fibre' });
const blanket180 = candidate('fire-blanket', { size: '120 × 180 cm', material: 'glass-fibre' });
const catalogue = [
  optical9v,
  optical10y,
  linked,
  heat,
  heatLinked,
  co,
  foam2,
  foam6,
  powder6,
  powder6cartridge,
  mist,
  co2small,
  co2large,
  blanket120,
  blanket180,
];

const answers = (overrides: Partial<FireSafetyAnswers>): FireSafetyAnswers => ({
  premises: 'office',
  areaM2: 100,
  floors: 1,
  bedrooms: 0,
  risks: [],
  ...overrides,
});

type Expected = Partial<Record<GuideRole, [GuideCandidate, string]>>;

describe('recommendFireSafetySet', () => {
  it.each<{ name: string; answers: FireSafetyAnswers; expected: Expected }>([
    {
      name: 'a small one-floor office: two long-life smoke alarms and one foam extinguisher',
      answers: answers({ premises: 'office', areaM2: 100 }),
      expected: { smoke_alarm: [optical10y, '2'], extinguisher: [foam6, '1'] },
    },
    {
      name: 'a 450 m² office on three floors: linked alarms for 150 m² a floor, one extinguisher a floor',
      answers: answers({ premises: 'office', areaM2: 450, floors: 3 }),
      expected: { smoke_alarm: [linked, '9'], extinguisher: [foam6, '3'] },
    },
    {
      name: 'an office with a server room adds a light CO2 extinguisher per floor',
      answers: answers({ premises: 'office', areaM2: 300, floors: 2, risks: ['electrical'] }),
      expected: {
        smoke_alarm: [linked, '6'],
        extinguisher: [foam6, '2'],
        electrical_extinguisher: [co2small, '2'],
      },
    },
    {
      name: 'a restaurant: heat alarm, class F extinguisher and a large blanket for the kitchen',
      answers: answers({ premises: 'restaurant', areaM2: 200 }),
      expected: {
        smoke_alarm: [linked, '4'],
        heat_alarm: [heatLinked, '1'],
        extinguisher: [foam6, '2'],
        kitchen_extinguisher: [mist, '1'],
        fire_blanket: [blanket180, '1'],
      },
    },
    {
      name: 'a 400 m² workshop: powder extinguisher per 100 m² and a heavy CO2 for machinery',
      answers: answers({ premises: 'workshop', areaM2: 400, risks: ['electrical'] }),
      expected: {
        smoke_alarm: [linked, '7'],
        extinguisher: [powder6, '4'],
        electrical_extinguisher: [co2large, '1'],
      },
    },
    {
      name: 'a shop storing flammable liquids gets powder instead of foam',
      answers: answers({ premises: 'shop', areaM2: 120, risks: ['flammable_liquids'] }),
      expected: { smoke_alarm: [optical10y, '2'], extinguisher: [powder6, '1'] },
    },
    {
      name: 'a two-storey home with three bedrooms and a fireplace',
      answers: answers({
        premises: 'home',
        areaM2: 140,
        floors: 2,
        bedrooms: 3,
        risks: ['fuel_appliances'],
      }),
      expected: {
        smoke_alarm: [linked, '7'],
        co_alarm: [co, '2'],
        extinguisher: [foam6, '2'],
        fire_blanket: [blanket120, '1'],
      },
    },
    {
      name: 'an unheated holiday home gets powder, which does not freeze',
      answers: answers({ premises: 'holiday_home', areaM2: 50, bedrooms: 2 }),
      expected: {
        smoke_alarm: [optical10y, '3'],
        extinguisher: [powder6, '1'],
        fire_blanket: [blanket120, '1'],
      },
    },
  ])('$name', ({ answers: given, expected }) => {
    const { lines, unavailable } = recommendFireSafetySet(given, catalogue);
    expect(unavailable).toEqual([]);
    const actual = Object.fromEntries(lines.map((line) => [line.role, [line.productId, line.quantity]]));
    const wanted = Object.fromEntries(
      Object.entries(expected).map(([role, [product, quantity]]) => [role, [product.id, quantity]]),
    );
    expect(actual).toEqual(wanted);
  });

  it('explains each count with the numbers it was computed from', () => {
    const { lines } = recommendFireSafetySet(
      answers({ premises: 'home', areaM2: 130, floors: 1, bedrooms: 2 }),
      catalogue,
    );
    expect(lines.find((line) => line.role === 'smoke_alarm')?.reasons).toEqual([
      { code: 'smokePerFloorArea', values: { floors: 1, perFloor: 3, areaM2: 60 } },
      { code: 'smokePerBedroom', values: { bedrooms: 2 } },
      { code: 'interconnected', values: { floors: 1, alarms: 5 } },
    ]);
  });

  it('skips products out of stock and reports a role nothing in stock fills', () => {
    const soldOut = [
      { ...optical10y, stockStatus: 'out_of_stock' as const },
      optical9v,
      { ...foam6, stockStatus: 'on_order' as const },
    ];
    const { lines, unavailable } = recommendFireSafetySet(answers({ areaM2: 50 }), soldOut);
    expect(lines.map((line) => [line.role, line.productId])).toEqual([['smoke_alarm', optical9v.id]]);
    expect(unavailable).toEqual(['extinguisher']);
  });

  it('rounds a count up to a multiple of the minimum order quantity and says so', () => {
    const packOfFour = {
      ...optical10y,
      quantityRules: { precision: 0, minimumOrderQuantity: '4', minimumOrderOverride: false },
    };
    const { lines } = recommendFireSafetySet(answers({ areaM2: 100 }), [packOfFour, foam6]);
    const smoke = lines.find((line) => line.role === 'smoke_alarm')!;
    expect([smoke.needed, smoke.quantity]).toEqual([2, '4']);
    expect(smoke.reasons).toContainEqual({ code: 'roundedToPack', values: { needed: 2, quantity: 4 } });
  });
});

describe('orderableQuantity', () => {
  it.each([
    [3, '1', false, '3'],
    [3, '4', false, '4'],
    [5, '4', false, '8'],
    [5, '4', true, '5'],
    [8, '6', false, '12'],
  ])('%s needed with a minimum of %s (override %s) orders %s', (needed, minimum, override, expected) => {
    expect(
      orderableQuantity(needed, {
        precision: 0,
        minimumOrderQuantity: minimum,
        minimumOrderOverride: override,
      }),
    ).toBe(expected);
  });
});
