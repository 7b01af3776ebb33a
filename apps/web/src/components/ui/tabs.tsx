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
 * only the selected tab is in the Tab order, and its panel follows.
 */
export function Tabs({ label, items, defaultKey, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultKey ?? items[0]?.key);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((item) => item.key === selected) ?? items[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === current?.key);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = items[(index + 1) % items.length];
    else if (event.key === 'ArrowLeft') next = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    if (!next) return;
    event.preventDefault();
    setSelected(next.key);
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
              onClick={() => setSelected(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          className="tabs__panel"
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
