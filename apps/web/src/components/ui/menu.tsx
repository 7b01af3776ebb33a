import { useLayoutEffect, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '#web/lib/cx.ts';
import { usePopover } from './popover.tsx';

export type MenuItem =
  | { key: string; label: ReactNode; to: string; onSelect?: never }
  | { key: string; label: ReactNode; onSelect: () => void; to?: never };

export interface MenuProps {
  /** Content of the trigger button (an avatar, an icon…). */
  trigger: ReactNode;
  /** Accessible name of the trigger button and of the menu. */
  label: string;
  items: readonly MenuItem[];
  triggerClassName?: string;
  placement?: 'start' | 'end';
  className?: string;
}

function menuItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * A menu button (WAI-ARIA menu pattern): opens on click, Enter, Space or ArrowDown with focus on
 * the first item; arrows, Home and End move; Escape, Tab, an outside press or blur close it.
 */
export function Menu({
  trigger,
  label,
  items,
  triggerClassName,
  placement = 'end',
  className,
}: MenuProps) {
  const { isOpen, open, close, toggle, panelId, rootRef, triggerRef, panelRef, onBlur } =
    usePopover();

  useLayoutEffect(() => {
    if (isOpen) menuItems(panelRef.current)[0]?.focus();
  }, [isOpen, panelRef]);

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = menuItems(panelRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    let target: HTMLElement | undefined;
    if (event.key === 'ArrowDown') target = all[(index + 1) % all.length];
    else if (event.key === 'ArrowUp') target = all[(index - 1 + all.length) % all.length];
    else if (event.key === 'Home') target = all[0];
    else if (event.key === 'End') target = all[all.length - 1];
    else if (event.key === 'Tab') close();
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  return (
    <div ref={rootRef} className={cx('popover', 'menu', className)} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
        onKeyDown={handleTriggerKeyDown}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          className={cx('popover__panel', `popover__panel--${placement}`, 'menu__list')}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item) =>
            item.to !== undefined ? (
              <Link
                key={item.key}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className="menu__item"
                onClick={() => close()}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu__item"
                onClick={() => {
                  close({ restoreFocus: true });
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
