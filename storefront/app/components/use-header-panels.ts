import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** `category:<slug>` is one top category's menu in the header's category navigation. */
export type HeaderPanel =
  'search' | 'minicart' | 'language' | 'account' | 'categories' | `category:${string}`;

export interface HeaderPanels {
  openPanel: HeaderPanel | null;
  open: (panel: HeaderPanel) => void;
  close: (panel?: HeaderPanel) => void;
  toggle: (panel: HeaderPanel) => void;
}

/**
 * One header panel open at a time (storefront spec §4): opening one closes the other, and Escape or a press
 * outside the open panel's group (`[data-panel=name]`, trigger included) closes it. Navigating closes it too.
 */
export function useHeaderPanels(): HeaderPanels {
  const [openPanel, setOpenPanel] = useState<HeaderPanel | null>(null);
  const location = useLocation();

  const open = useCallback((panel: HeaderPanel) => setOpenPanel(panel), []);
  const close = useCallback(
    (panel?: HeaderPanel) =>
      setOpenPanel((current) => (panel === undefined || current === panel ? null : current)),
    [],
  );
  const toggle = useCallback(
    (panel: HeaderPanel) => setOpenPanel((current) => (current === panel ? null : panel)),
    [],
  );

  useEffect(() => setOpenPanel(null), [location.pathname, location.search]);

  useEffect(() => {
    if (openPanel === null) return;
    const group = () => document.querySelector<HTMLElement>(`[data-panel="${CSS.escape(openPanel)}"]`);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const container = group();
      setOpenPanel(null);
      if (container?.contains(document.activeElement)) {
        container.querySelector<HTMLElement>('[data-panel-trigger]')?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !group()?.contains(event.target)) setOpenPanel(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openPanel]);

  return { openPanel, open, close, toggle };
}
