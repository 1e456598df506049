import { DELIVERY_WEEKDAYS, isStoreCode } from '@tradeshop/shared';

/**
 * The shop configuration the code reads (back-office spec §7 configurations): each key has a value type, a
 * default (what the shop did before anyone configured it) and whether a store may have a value of its own.
 */
export type ConfigurationValueType = 'integer' | 'weekdays';

export interface ConfigurationKeyDefinition {
  key: string;
  type: ConfigurationValueType;
  description: string;
  /** Stores may have their own value, which wins over the shop's. */
  perStore: boolean;
  min?: number;
  max?: number;
  /** The value when nothing is configured, for a store (by code) or for the whole shop (null). */
  defaultValue(storeCode: string | null): unknown;
}

/** How long an out-of-stock item takes to arrive from the supplier, as the shop promises it. */
export const DEFAULT_RESTOCK_LEAD_DAYS = 14;

export const CONFIGURATION_KEYS = [
  {
    key: 'checkout.delivery_weekdays',
    type: 'weekdays',
    description:
      'Weekdays a preferred delivery date may fall on (0 = Sunday … 6 = Saturday); holidays are always excluded',
    perStore: true,
    defaultValue: (storeCode) => [
      ...(isStoreCode(storeCode) ? DELIVERY_WEEKDAYS[storeCode] : [1, 2, 3, 4, 5]),
    ],
  },
  {
    key: 'cart.restock_lead_days',
    type: 'integer',
    description:
      'Days an out-of-stock item takes to arrive: its preliminary delivery date is the first delivery day after them',
    perStore: true,
    min: 1,
    max: 365,
    defaultValue: () => DEFAULT_RESTOCK_LEAD_DAYS,
  },
] as const satisfies readonly ConfigurationKeyDefinition[];

export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number]['key'];
export const CONFIGURATION_KEY_NAMES: readonly ConfigurationKey[] = CONFIGURATION_KEYS.map(
  (entry) => entry.key,
);

export function configurationKey(key: string): ConfigurationKeyDefinition | undefined {
  return (CONFIGURATION_KEYS as readonly ConfigurationKeyDefinition[]).find((entry) => entry.key === key);
}

/** Why `value` is not a valid value of the key, or null when it is. */
export function invalidConfigurationValue(
  definition: ConfigurationKeyDefinition,
  value: unknown,
): string | null {
  switch (definition.type) {
    case 'integer': {
      const range = `a whole number from ${definition.min} to ${definition.max}`;
      if (typeof value !== 'number' || !Number.isInteger(value)) return `must be ${range}`;
      if (value < (definition.min ?? -Infinity) || value > (definition.max ?? Infinity))
        return `must be ${range}`;
      return null;
    }
    case 'weekdays': {
      const reason = 'must be a list of different weekdays from 0 (Sunday) to 6 (Saturday), at least one';
      if (!Array.isArray(value) || value.length === 0 || value.length > 7) return reason;
      if (!value.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)) return reason;
      return new Set(value).size === value.length ? null : reason;
    }
  }
}
