import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from '#web/lib/cx.ts';
import './popover.css';

export interface UsePopoverResult {
  isOpen: boolean;
  open: () => void;
  close: (options?: { restoreFocus?: boolean }) => void;
  toggle: () => void;
  panelId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  /** Put on the element that wraps the trigger and the panel. */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Open state of a popover (docs/web-app.md#interface-pieces): it closes on Escape (focus back on
 * the trigger), on a press outside and when focus leaves it.
 */
export function usePopover(): UsePopoverResult {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = `popover-${useId()}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((options?: { restoreFocus?: boolean }) => {
    setIsOpen(false);
    if (options?.restoreFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: Event) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close({ restoreFocus: true });
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      // Focus moving to nothing (a click on a blank area) is handled by the pointer listener.
      if (next instanceof Node && !event.currentTarget.contains(next)) close();
    },
    [close],
  );

  return {
    isOpen,
    open: useCallback(() => setIsOpen(true), []),
    close,
    toggle: useCallback(() => setIsOpen((value) => !value), []),
    panelId,
    rootRef,
    triggerRef,
    panelRef,
    onBlur,
  };
}

export interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Accessible name of the panel (a dialog needs one). */
  label: string;
  placement?: 'start' | 'end';
  className?: string;
  children: ReactNode | ((api: { close: () => void }) => ReactNode);
}

/** A button that shows a non-modal panel (a dialog role) below it. */
export function Popover({
  trigger,
  triggerLabel,
  triggerClassName,
  label,
  placement = 'start',
  className,
  children,
}: PopoverProps) {
  const { isOpen, close, toggle, panelId, rootRef, triggerRef, panelRef, onBlur } = usePopover();
  return (
    <div ref={rootRef} className={cx('popover', className)} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={cx('popover__panel', `popover__panel--${placement}`)}
        >
          {typeof children === 'function' ? children({ close: () => close() }) : children}
        </div>
      )}
    </div>
  );
}
