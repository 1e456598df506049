import type { Locale } from './locales';

/**
 * The fire-safety guide (storefront spec §1, §9): the questions it asks and their limits. The discount on the
 * recommended set is FIRE_SAFETY_SET_DISCOUNT_PERCENT (quantities.ts, spec §9).
 */
export const PREMISES_TYPES = [
  'office',
  'shop',
  'restaurant',
  'workshop',
  'warehouse',
  'home',
  'holiday_home',
] as const;
export type PremisesType = (typeof PREMISES_TYPES)[number];

/** Premises where people sleep: a smoke alarm in every bedroom on top of one per floor and per area. */
export const RESIDENTIAL_PREMISES: readonly PremisesType[] = ['home', 'holiday_home'];

export const FIRE_SAFETY_RISKS = ['kitchen', 'electrical', 'flammable_liquids', 'fuel_appliances'] as const;
export type FireSafetyRisk = (typeof FIRE_SAFETY_RISKS)[number];

export const FIRE_SAFETY_LIMITS = {
  areaMin: 10,
  areaMax: 100_000,
  floorsMin: 1,
  floorsMax: 50,
  bedroomsMin: 0,
  bedroomsMax: 200,
} as const;

/** The shopper's answers. `bedrooms` counts rooms where people sleep (homes, holiday homes, staff quarters). */
export interface FireSafetyAnswers {
  premises: PremisesType;
  areaM2: number;
  floors: number;
  bedrooms: number;
  risks: FireSafetyRisk[];
}

/** The cart price line of a recommended set: its rule name, and its label in each language. */
export const FIRE_SAFETY_SET_RULE_NAME = 'fire-safety-set';
export const FIRE_SAFETY_SET_LABELS: Record<Locale, string> = {
  fi: 'Paloturvallisuuspaketin alennus 10 %',
  nb: 'Rabatt på brannsikkerhetspakken 10 %',
  sv: 'Rabatt på brandskyddspaketet 10 %',
  en: 'Fire-safety set discount 10%',
  fr: 'Remise sur le kit sécurité incendie 10 %',
  it: 'Sconto sul kit antincendio 10%',
  da: 'Rabat på brandsikkerhedspakken 10 %',
};

/** What a recommended line of the guide's set is for. */
export type FireSafetyRole =
  | 'smoke_alarm'
  | 'heat_alarm'
  | 'co_alarm'
  | 'extinguisher'
  | 'kitchen_extinguisher'
  | 'electrical_extinguisher'
  | 'fire_blanket';

/** Why a line is in the set and why in that quantity; each frontend words the code in the shopper's language. */
export type FireSafetyReasonCode =
  | 'smokePerFloorArea'
  | 'smokePerBedroom'
  | 'interconnected'
  | 'heatInKitchen'
  | 'coPerFloor'
  | 'extinguisherPerFloorArea'
  | 'agentFoam'
  | 'agentPowder'
  | 'agentPowderFrost'
  | 'kitchenClassF'
  | 'blanketKitchen'
  | 'co2Electrical'
  | 'roundedToPack';
