import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ProductTab {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The product page's tabs (WAI-ARIA tabs pattern, automatic activation: the arrow keys, Home and End move and
 * select). Until the page runs in the browser every panel is a section with its own heading, one below the
 * other, so everything is readable without JavaScript; a `#panel` address opens that panel.
 */
export function ProductTabs({ label, tabs }: { label: string; tabs: ProductTab[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(tabs[0]?.id);
  const tabList = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fromAddress = window.location.hash.slice(1);
    if (tabs.some((tab) => tab.id === fromAddress)) setSelected(fromAddress);
    setEnhanced(true);
    // Only the first run: the address names the panel the page opens on; `tabs` is new on every render.
  }, []);

  if (!enhanced) {
    return (
      <div className="product-tabs product-tabs--static">
        {tabs.map((tab) => (
          <section key={tab.id} id={tab.id} className="product-section" aria-labelledby={`${tab.id}-heading`}>
            <h2 id={`${tab.id}-heading`} className="product-section__title">
              {tab.title}
            </h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }

  const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length] as ProductTab;
    setSelected(tab.id);
    tabList.current?.querySelector<HTMLButtonElement>(`#${tab.id}-tab`)?.focus();
  };

  return (
    <div className="product-tabs">
      <div
        role="tablist"
        aria-label={label}
        className="product-tabs__list"
        ref={tabList}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            aria-selected={tab.id === current}
            aria-controls={tab.id}
            tabIndex={tab.id === current ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => setSelected(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={tab.id}
          role="tabpanel"
          aria-labelledby={`${tab.id}-tab`}
          tabIndex={0}
          hidden={tab.id !== current}
          className="product-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
