import {
  LIVE_SEARCH_MIN_TERM_LENGTH,
  LIVE_SEARCH_PAGE_SIZE,
  UI_TIMINGS,
  type Locale,
} from '@tradeshop/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchLiveSearch,
  fetchOwnPartNumbers,
  liveSearchUrl,
  ownPartNumberUrl,
  withOwnPartNumbers,
  type LiveSearchResult,
} from '../lib/live-search';

/** Not a spec constant: long enough to skip the keystrokes of a word typed in one go. */
export const LIVE_SEARCH_DEBOUNCE_MS = 200;

/** Storefront spec §4: idle, loading, results or empty. */
export type LiveSearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'results'; term: string; result: LiveSearchResult }
  | { status: 'empty'; term: string };

export interface LiveSearch {
  state: LiveSearchState;
  /** Stays on for 300 ms after the answer (storefront spec §9). */
  loaderVisible: boolean;
  /** Call on every change of the input; a blank or short term goes back to idle without any request. */
  search: (value: string) => void;
}

/**
 * `buyer`: a logged-in buyer, whose own part numbers (their company's numbering) are asked beside the shared
 * search and shown first.
 */
export function useLiveSearch(locale: Locale, buyer: boolean): LiveSearch {
  const [state, setState] = useState<LiveSearchState>({ status: 'idle' });
  const [loaderVisible, setLoaderVisible] = useState(false);
  // Numbers every request; an answer is used only while its number is the latest (late answers are ignored).
  const latest = useRef(0);
  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loaderTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      latest.current += 1;
      clearTimeout(debounceTimer.current);
      clearTimeout(loaderTimer.current);
    },
    [],
  );

  const search = useCallback(
    (value: string) => {
      const term = value.trim();
      clearTimeout(debounceTimer.current);
      if (term.length < LIVE_SEARCH_MIN_TERM_LENGTH) {
        latest.current += 1;
        clearTimeout(loaderTimer.current);
        setLoaderVisible(false);
        setState({ status: 'idle' });
        return;
      }
      debounceTimer.current = setTimeout(() => {
        const request = ++latest.current;
        clearTimeout(loaderTimer.current);
        setLoaderVisible(true);
        setState({ status: 'loading', term });
        void Promise.all([
          fetchLiveSearch(liveSearchUrl(locale, term)),
          buyer ? fetchOwnPartNumbers(ownPartNumberUrl(locale, term)) : { products: [] },
        ]).then(([shared, own]) => {
          const result = withOwnPartNumbers(shared, own, LIVE_SEARCH_PAGE_SIZE);
          if (request !== latest.current) return;
          setState(
            result && result.count.total > 0
              ? { status: 'results', term, result }
              : { status: 'empty', term },
          );
          loaderTimer.current = setTimeout(() => setLoaderVisible(false), UI_TIMINGS.searchLoaderHideDelay);
        });
      }, LIVE_SEARCH_DEBOUNCE_MS);
    },
    [locale, buyer],
  );

  return { state, loaderVisible, search };
}
