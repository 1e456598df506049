import {
  checkQuantity,
  nextQuantityUp,
  RESIDENTIAL_PREMISES,
  type FireSafetyAnswers,
  type FireSafetyReasonCode as GuideReasonCode,
  type FireSafetyRole as GuideRole,
  type PremisesType,
  type QuantityRules,
  type StockStatus,
} from '@tradeshop/shared';

/*
 * The fire-safety guide's rules, in the spirit of common European guidance (EN 14604 for smoke alarms, EN 3 for
 * portable extinguishers, EN 1869 for blankets, national rules such as the Finnish and Nordic building codes and
 * the German ASR A2.2). They size a starting set, not a fire-safety plan:
 * - smoke alarms: on every floor at least one per SMOKE_ALARM_AREA_M2 of floor area, plus one in every bedroom;
 *   interconnected alarms when there is more than one floor or more than INTERCONNECT_FROM_ALARMS alarms, so an
 *   alarm far away is heard;
 * - a heat alarm in a kitchen with cooking risk, where a smoke alarm would give false alarms;
 * - a CO alarm on every floor with fuel-burning appliances (fireplace, gas, oil or wood boiler);
 * - a general-purpose extinguisher (6 kg or 6 l) on every floor and per EXTINGUISHER_AREA_M2 of its area: foam
 *   where it is warm, powder (ABC) in workshops, warehouses, with flammable liquids, and where it freezes;
 * - a class F (wet chemical or water mist) extinguisher and a fire blanket for a kitchen with cooking oil;
 * - a CO2 extinguisher on every floor with electrical risk (no residue, safe on live equipment);
 * - a fire blanket in every home's kitchen.
 */
export const SMOKE_ALARM_AREA_M2 = 60;
export const INTERCONNECT_FROM_ALARMS = 4;
export const EXTINGUISHER_AREA_M2: Record<PremisesType, number> = {
  office: 200,
  shop: 150,
  restaurant: 150,
  workshop: 100,
  warehouse: 150,
  home: 200,
  holiday_home: 200,
};
const GENERAL_CAPACITY = 6;
const CO2_CAPACITY_LIGHT = 2;
const CO2_CAPACITY_HEAVY = 5;

export const GUIDE_FAMILIES = ['smoke-alarm', 'fire-extinguisher', 'fire-blanket'] as const;

export type { FireSafetyRole as GuideRole, FireSafetyReasonCode as GuideReasonCode } from '@tradeshop/shared';

export interface GuideReason {
  code: GuideReasonCode;
  values: Record<string, number>;
}

/** A catalogue product as the rules weigh it (in stock and priced in the shopper's store). */
export interface GuideCandidate {
  id: number;
  family: string;
  attributes: Record<string, string | number | boolean>;
  stockStatus: StockStatus;
  priceMinor: number;
  quantityRules: QuantityRules;
}

export interface RecommendedLine {
  role: GuideRole;
  productId: number;
  /** What the rules ask for, before the product's quantity rules. */
  needed: number;
  /** A quantity the product's rules accept (a multiple of its minimum order quantity), at least `needed`. */
  quantity: string;
  reasons: GuideReason[];
}

export interface FireSafetyRecommendation {
  lines: RecommendedLine[];
  /** Roles the rules ask for that no product in stock fills. */
  unavailable: GuideRole[];
}

interface Need {
  role: GuideRole;
  count: number;
  reasons: GuideReason[];
  /** A score for a candidate, or null when it does not fit; the highest wins, then the cheaper, then the lower id. */
  score: (candidate: GuideCandidate) => number | null;
}

const text = (candidate: GuideCandidate, key: string): string => String(candidate.attributes[key] ?? '');
const num = (candidate: GuideCandidate, key: string): number => Number(candidate.attributes[key] ?? 0);
const capacity = (candidate: GuideCandidate): number =>
  num(candidate, 'capacity_kg') || num(candidate, 'capacity_l');
/** Closer to the wanted capacity scores higher. */
const capacityFit = (candidate: GuideCandidate, wanted: number): number =>
  10 - Math.min(10, Math.abs(capacity(candidate) - wanted));

function alarmScore(sensors: string[], interconnected: boolean) {
  return (candidate: GuideCandidate): number | null => {
    if (candidate.family !== 'smoke-alarm' || !sensors.includes(text(candidate, 'sensor_type'))) return null;
    const linked = candidate.attributes.interconnectable === true;
    // Prefer what the premises needs (linked or not), then the longer battery life.
    return (linked === interconnected ? 100 : 0) + num(candidate, 'battery_life');
  };
}

function extinguisherScore(accepts: (candidate: GuideCandidate) => boolean, wantedCapacity: number) {
  return (candidate: GuideCandidate): number | null =>
    candidate.family === 'fire-extinguisher' && accepts(candidate)
      ? capacityFit(candidate, wantedCapacity) * 2 + (candidate.attributes.stored_pressure === true ? 1 : 0)
      : null;
}

/** "120 × 180 cm" → its area in cm². */
function blanketArea(candidate: GuideCandidate): number {
  const [width = 0, height = 0] = text(candidate, 'size').match(/\d+/g)?.map(Number) ?? [];
  return width * height;
}

/** What the answers call for, role by role, with the reasons for each count. */
export function fireSafetyNeeds(answers: FireSafetyAnswers): Need[] {
  const { premises, floors } = answers;
  const areaPerFloor = answers.areaM2 / floors;
  const residential = RESIDENTIAL_PREMISES.includes(premises);
  const kitchenRisk = premises === 'restaurant' || answers.risks.includes('kitchen');
  const needs: Need[] = [];

  const smokePerFloor = Math.max(1, Math.ceil(areaPerFloor / SMOKE_ALARM_AREA_M2));
  const smokeCount = floors * smokePerFloor + answers.bedrooms;
  const interconnected = floors > 1 || smokeCount >= INTERCONNECT_FROM_ALARMS;
  needs.push({
    role: 'smoke_alarm',
    count: smokeCount,
    reasons: [
      { code: 'smokePerFloorArea', values: { floors, perFloor: smokePerFloor, areaM2: SMOKE_ALARM_AREA_M2 } },
      ...(answers.bedrooms > 0
        ? [{ code: 'smokePerBedroom' as const, values: { bedrooms: answers.bedrooms } }]
        : []),
      ...(interconnected
        ? [{ code: 'interconnected' as const, values: { floors, alarms: smokeCount } }]
        : []),
    ],
    score: alarmScore(['optical', 'optical-heat'], interconnected),
  });

  if (kitchenRisk)
    needs.push({
      role: 'heat_alarm',
      count: 1,
      reasons: [{ code: 'heatInKitchen', values: {} }],
      score: alarmScore(['heat'], interconnected),
    });

  if (answers.risks.includes('fuel_appliances'))
    needs.push({
      role: 'co_alarm',
      count: floors,
      reasons: [{ code: 'coPerFloor', values: { floors } }],
      score: alarmScore(['co'], false),
    });

  const frost = premises === 'holiday_home';
  const powder =
    frost ||
    premises === 'workshop' ||
    premises === 'warehouse' ||
    answers.risks.includes('flammable_liquids');
  const extinguisherArea = EXTINGUISHER_AREA_M2[premises];
  const extinguishersPerFloor = Math.max(1, Math.ceil(areaPerFloor / extinguisherArea));
  needs.push({
    role: 'extinguisher',
    count: floors * extinguishersPerFloor,
    reasons: [
      {
        code: 'extinguisherPerFloorArea',
        values: { floors, perFloor: extinguishersPerFloor, areaM2: extinguisherArea },
      },
      { code: frost ? 'agentPowderFrost' : powder ? 'agentPowder' : 'agentFoam', values: {} },
    ],
    score: extinguisherScore(
      (candidate) => text(candidate, 'agent') === (powder ? 'powder' : 'foam'),
      GENERAL_CAPACITY,
    ),
  });

  if (kitchenRisk)
    needs.push({
      role: 'kitchen_extinguisher',
      count: 1,
      reasons: [{ code: 'kitchenClassF', values: {} }],
      score: extinguisherScore((candidate) => /\d+F\b/.test(text(candidate, 'fire_class')), GENERAL_CAPACITY),
    });

  if (answers.risks.includes('electrical')) {
    const heavy = premises === 'workshop' || premises === 'warehouse';
    needs.push({
      role: 'electrical_extinguisher',
      count: floors,
      reasons: [{ code: 'co2Electrical', values: { floors } }],
      score: extinguisherScore(
        (candidate) => text(candidate, 'agent') === 'co2',
        heavy ? CO2_CAPACITY_HEAVY : CO2_CAPACITY_LIGHT,
      ),
    });
  }

  if (kitchenRisk || residential) {
    const wantedArea = premises === 'restaurant' ? 120 * 180 : 120 * 120;
    needs.push({
      role: 'fire_blanket',
      count: 1,
      reasons: [{ code: 'blanketKitchen', values: {} }],
      score: (candidate) =>
        candidate.family === 'fire-blanket'
          ? -Math.abs(blanketArea(candidate) - wantedArea) / 100 -
            (text(candidate, 'material') === 'glass-fibre' ? 0 : 1)
          : null,
    });
  }
  return needs;
}

function pick(candidates: readonly GuideCandidate[], need: Need): GuideCandidate | null {
  let best: { candidate: GuideCandidate; score: number } | null = null;
  for (const candidate of candidates) {
    const score = need.score(candidate);
    if (score === null) continue;
    if (
      !best ||
      score > best.score ||
      (score === best.score &&
        (candidate.priceMinor < best.candidate.priceMinor ||
          (candidate.priceMinor === best.candidate.priceMinor && candidate.id < best.candidate.id)))
    )
      best = { candidate, score };
  }
  return best?.candidate ?? null;
}

/** The smallest quantity at least `needed` that the product's rules accept. */
export function orderableQuantity(needed: number, rules: QuantityRules): string {
  const check = checkQuantity(needed, rules);
  return check.valid ? check.quantity : nextQuantityUp(needed, rules);
}

/**
 * The recommended set for the answers, from the candidates (the catalogue's in-stock products of the guide's
 * families, priced in the shopper's store). Pure: same answers and candidates, same set.
 */
export function recommendFireSafetySet(
  answers: FireSafetyAnswers,
  candidates: readonly GuideCandidate[],
): FireSafetyRecommendation {
  const deliverable = candidates.filter(
    (candidate) => candidate.stockStatus === 'in_stock' || candidate.stockStatus === 'low_stock',
  );
  const lines: RecommendedLine[] = [];
  const unavailable: GuideRole[] = [];
  for (const need of fireSafetyNeeds(answers)) {
    const product = pick(deliverable, need);
    if (!product) {
      unavailable.push(need.role);
      continue;
    }
    const quantity = orderableQuantity(need.count, product.quantityRules);
    const rounded = Number(quantity) > need.count;
    lines.push({
      role: need.role,
      productId: product.id,
      needed: need.count,
      quantity,
      reasons: rounded
        ? [
            ...need.reasons,
            { code: 'roundedToPack', values: { needed: need.count, quantity: Number(quantity) } },
          ]
        : need.reasons,
    });
  }
  return { lines, unavailable };
}
