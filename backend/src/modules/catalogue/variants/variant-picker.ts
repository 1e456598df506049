import type { VariantAxisDto } from '../dto/catalogue-shop.dto';

/** What the product page's statement reads of a family: its axes and its active members in the language. */
export interface VariantFamilyRow {
  axes: { code: string; label: string; unit: string | null }[];
  members: {
    id: number;
    slug: string;
    /** The member's value on each axis, with the value's label in the language (enum options have one). */
    values: Record<string, { value: string | number | boolean | null; label: string | null } | null>;
  }[];
}

type Value = string | number | boolean;

function sameValue(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function compareValues(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * The variant picker of a product page: per axis, every value a member of the family has, each leading to
 * the member that has it and keeps the current product's values on the other axes. A value no such member
 * has is shown unavailable. Members without a value on every axis (a parent that is only a template) are not
 * offered. Empty when the product belongs to no family with axes.
 */
export function buildVariantPicker(family: VariantFamilyRow | null, currentId: number): VariantAxisDto[] {
  if (!family || family.axes.length === 0) return [];
  const members = family.members.filter((member) =>
    family.axes.every((axis) => {
      const entry = member.values[axis.code];
      return entry !== null && entry !== undefined && entry.value !== null;
    }),
  );
  if (members.length === 0) return [];
  const current = family.members.find((member) => member.id === currentId);
  const currentValue = (axis: string) => current?.values[axis]?.value ?? null;
  return family.axes.map((axis) => {
    const values = new Map<string, { value: Value; label: string }>();
    for (const member of members) {
      const entry = member.values[axis.code];
      if (!entry || entry.value === null) continue;
      const key = JSON.stringify(entry.value);
      if (!values.has(key))
        values.set(key, { value: entry.value, label: entry.label ?? String(entry.value) });
    }
    const options = [...values.values()]
      .sort((a, b) => compareValues(a.value, b.value))
      .map(({ value, label }) => {
        const target = members.find(
          (member) =>
            sameValue(member.values[axis.code]?.value, value) &&
            family.axes.every(
              (other) =>
                other.code === axis.code ||
                currentValue(other.code) === null ||
                sameValue(member.values[other.code]?.value, currentValue(other.code)),
            ),
        );
        return {
          value: String(value),
          label,
          slug: target?.slug ?? null,
          current: sameValue(currentValue(axis.code), value) && target?.id === currentId,
          available: target !== undefined,
        };
      });
    return { code: axis.code, label: axis.label, unit: axis.unit, options };
  });
}
