/** Back-office actions that have a keyboard shortcut (back-office spec §7 Users: key bindings). */
export const KEY_BINDING_ACTIONS = [
  'save',
  'publish',
  'unpublish',
  'rename',
  'refresh',
  'openProduct',
  'openCategory',
  'openOrder',
  'openCustomer',
  'searchProducts',
  'searchOrders',
  'searchCustomers',
  'closeAllTabs',
  'showHistory',
] as const;
export type KeyBindingAction = (typeof KEY_BINDING_ACTIONS)[number];

export interface KeyBinding {
  action: KeyBindingAction;
  /** The key as `KeyboardEvent.key` names it, e.g. `s`, `F5`. */
  key: string;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
}

/** What every user starts with; a user's own bindings replace these. */
export const DEFAULT_KEY_BINDINGS: readonly KeyBinding[] = [
  { action: 'save', key: 's', ctrl: true, alt: false, shift: false },
  { action: 'publish', key: 'p', ctrl: true, alt: false, shift: true },
  { action: 'unpublish', key: 'u', ctrl: true, alt: false, shift: true },
  { action: 'rename', key: 'r', ctrl: false, alt: true, shift: false },
  { action: 'refresh', key: 'F5', ctrl: false, alt: false, shift: false },
  { action: 'openProduct', key: 'o', ctrl: true, alt: false, shift: true },
  { action: 'openCategory', key: 'c', ctrl: true, alt: false, shift: true },
  { action: 'openOrder', key: 'e', ctrl: true, alt: false, shift: true },
  { action: 'openCustomer', key: 'k', ctrl: true, alt: false, shift: true },
  { action: 'searchProducts', key: 'f', ctrl: true, alt: true, shift: false },
  { action: 'searchOrders', key: 'o', ctrl: true, alt: true, shift: false },
  { action: 'searchCustomers', key: 'k', ctrl: true, alt: true, shift: false },
  { action: 'closeAllTabs', key: 't', ctrl: false, alt: true, shift: false },
  { action: 'showHistory', key: 'h', ctrl: true, alt: false, shift: true },
];

/** How many bindings a user may keep; more than the actions there are says something is wrong. */
export const MAX_KEY_BINDINGS = KEY_BINDING_ACTIONS.length;
