import type { Locale } from './locales';

/**
 * The names of the shop's units of measure in each shop language, by the unit's identifier (`unit_definition`
 * identifier). The catalogue's own labels (`unit_definition.labels`) win where an answer carries them; this table
 * is for places that only hold the identifier (placed orders, documents, exports), so a code such as "PK" is
 * never shown to a shopper.
 */
export const UNIT_NAMES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  PCE: { fi: 'kpl', nb: 'stk', sv: 'st', en: 'pcs', fr: 'pce', it: 'pz', da: 'stk' },
  PK: { fi: 'pkt', nb: 'pk', sv: 'fp', en: 'pack', fr: 'paquet', it: 'conf.', da: 'pk' },
  BOX: { fi: 'ltk', nb: 'eske', sv: 'krt', en: 'box', fr: 'carton', it: 'scatola', da: 'æske' },
  M: { fi: 'm', nb: 'm', sv: 'm', en: 'm', fr: 'm', it: 'm', da: 'm' },
  ROLL: { fi: 'rll', nb: 'rull', sv: 'rle', en: 'roll', fr: 'rouleau', it: 'rotolo', da: 'rulle' },
  KG: { fi: 'kg', nb: 'kg', sv: 'kg', en: 'kg', fr: 'kg', it: 'kg', da: 'kg' },
};

/**
 * A unit as the shopper reads it in `locale`: the label the answer carries when it has one that is not just the
 * code, else the shop's name for the identifier, else the identifier itself (a unit the table does not know).
 */
export function unitName(identifier: string, locale: Locale, label?: string | null): string {
  if (label && label !== identifier) return label;
  return UNIT_NAMES[identifier.toUpperCase()]?.[locale] ?? label ?? identifier;
}
