import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '#web/lib/cx.ts';
import './tabs.css';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultKey?: string;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrows, Home and End move between tabs;
 * only the selected tab is in the Tab order, and its panel follows. Switching tabs keeps the
 * other panels' unsaved input.
 */
export function Tabs({ label, items, defaultKey, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultKey ?? items[0]?.key);
  // The panels chosen so far: each is kept once drawn.
  const [visited, setVisited] = useState<ReadonlySet<string | undefined>>(
    () => new Set([selected]),
  );
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((item) => item.key === selected) ?? items[0];

  function choose(key: string) {
    setSelected(key);
    setVisited((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === current?.key);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = items[(index + 1) % items.length];
    else if (event.key === 'ArrowLeft') next = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    if (!next) return;
    event.preventDefault();
    choose(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div className={cx('tabs', className)}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.key === current?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => choose(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        // A panel is drawn when its tab is first chosen and then kept, hidden while another is
        // chosen: what someone typed in it and did not save yet is still there when they come
        // back.
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          className="tabs__panel"
          hidden={item.key !== current?.key}
        >
          {visited.has(item.key) || item.key === current?.key ? item.content : null}
        </div>
      ))}
    </div>
  );
}
