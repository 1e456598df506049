import type { Locale } from '@tradeshop/shared';
import { useSyncExternalStore } from 'react';
import { wishlistCountPath, wishlistListPath } from '../../lib/wishlist-paths';

/** One button's state as the list route answers it (storefront spec §3). */
export interface WishlistButtonState {
  id: number;
  add: boolean;
  url: string;
  token: string;
}

/*
 * The page's wishlist buttons, in the browser (storefront spec §7.1–§7.2): the ids of the buttons on the page are
 * posted to the list route in one request, each button shows its answer, and after a toggle the list and the
 * header's count are asked for again. Only the latest answer of each kind is used; failures are only logged.
 */
const mounted = new Map<number, number>();
const states = new Map<number, WishlistButtonState>();
const listeners = new Set<() => void>();
let count: number | null = null;
let scheduled = false;
let listRequest = 0;
let countRequest = 0;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts a button in; its state is asked for with the others shown at the same time. */
export function registerWishlistButton(locale: Locale, productId: number): () => void {
  mounted.set(productId, (mounted.get(productId) ?? 0) + 1);
  if (!scheduled) {
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void refreshWishlistStates(locale);
    });
  }
  return () => {
    const left = (mounted.get(productId) ?? 1) - 1;
    if (left > 0) mounted.set(productId, left);
    else mounted.delete(productId);
  };
}

export async function refreshWishlistStates(locale: Locale): Promise<void> {
  const ids = [...mounted.keys()];
  if (ids.length === 0) return;
  const request = ++listRequest;
  try {
    const response = await fetch(wishlistListPath(locale), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(ids),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const answer = (await response.json()) as WishlistButtonState[];
    if (request !== listRequest) return;
    for (const state of answer) states.set(state.id, state);
    emit();
  } catch (error) {
    console.error('wishlist list failed', error);
  }
}

export async function refreshWishlistCount(locale: Locale): Promise<void> {
  const request = ++countRequest;
  try {
    const response = await fetch(wishlistCountPath(locale), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const answer = (await response.json()) as { count: number };
    if (request !== countRequest) return;
    count = answer.count;
    emit();
  } catch (error) {
    console.error('wishlist count failed', error);
  }
}

/** After a toggle: the button shows its new state at once, then the list and the count are asked for again. */
export function wishlistToggled(locale: Locale, state: WishlistButtonState): void {
  states.set(state.id, state);
  emit();
  void refreshWishlistStates(locale);
  void refreshWishlistCount(locale);
}

/** A button's latest state, or undefined until the list route has answered (and on the server). */
export function useWishlistState(productId: number): WishlistButtonState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => states.get(productId),
    () => undefined,
  );
}

/** The header's count, or null until known (and on the server). */
export function useWishlistCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}
