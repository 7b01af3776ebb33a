import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from '@fairchance/shared';
import { cx } from '#web/lib/cx.ts';
import './toast.css';

export type ToastStatus = 'danger' | 'info' | 'success' | 'warning';

export interface ToastOptions {
  message: string;
  status?: ToastStatus;
  /**
   * Milliseconds before the toast starts leaving; 3500 by default
   * (docs/web-app.md#timing-constants).
   */
  duration?: number;
}

interface Toast {
  id: number;
  message: string;
  status: ToastStatus;
  duration: number;
}

interface ToastState {
  current: Toast | null;
  next: Toast | null;
  isLeaving: boolean;
  isPaused: boolean;
}

type ToastAction =
  | { type: 'show'; toast: Toast }
  | { type: 'leave'; id?: number }
  | { type: 'removed' }
  | { type: 'pause'; isPaused: boolean };

const initialState: ToastState = { current: null, next: null, isLeaving: false, isPaused: false };

/**
 * One toast at a time (docs/web-app.md#interface-pieces): a new toast replaces the one on screen,
 * which first plays its 300 ms exit animation; the newest message is the one that matters.
 */
function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show':
      if (!state.current) return { ...state, current: action.toast, isPaused: false };
      return { ...state, next: action.toast, isLeaving: true };
    case 'leave':
      if (!state.current || (action.id !== undefined && action.id !== state.current.id)) {
        return state;
      }
      return { ...state, isLeaving: true };
    case 'removed':
      return { current: state.next, next: null, isLeaving: false, isPaused: false };
    case 'pause':
      return { ...state, isPaused: action.isPaused };
  }
}

export interface ToastApi {
  show: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
  success: (message: string) => number;
  danger: (message: string) => number;
  info: (message: string) => number;
  warning: (message: string) => number;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(reducer, initialState);
  const nextId = useRef(1);
  const { current, isLeaving, isPaused } = state;

  // Visible time runs while the toast is not hovered or focused (people who read slowly or use a
  // screen reader can stop it), then the exit animation plays before removal.
  useEffect(() => {
    if (!current || isLeaving || isPaused) return;
    const timer = setTimeout(() => dispatch({ type: 'leave', id: current.id }), current.duration);
    return () => clearTimeout(timer);
  }, [current, isLeaving, isPaused]);

  useEffect(() => {
    if (!isLeaving) return;
    const timer = setTimeout(() => dispatch({ type: 'removed' }), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [isLeaving]);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    dispatch({
      type: 'show',
      toast: {
        id,
        message: options.message,
        status: options.status ?? 'info',
        duration: options.duration ?? TOAST_DURATION_MS,
      },
    });
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss: (id?: number) =>
        dispatch(id === undefined ? { type: 'leave' } : { type: 'leave', id }),
      success: (message) => show({ message, status: 'success' }),
      danger: (message) => show({ message, status: 'danger' }),
      info: (message) => show({ message, status: 'info' }),
      warning: (message) => show({ message, status: 'warning' }),
    }),
    [show],
  );

  const isUrgent = current?.status === 'danger' || current?.status === 'warning';
  const toast = current && (
    <div
      key={current.id}
      className={cx('toast', `toast--${current.status}`, isLeaving && 'toast--leaving')}
      data-status={current.status}
      onMouseEnter={() => dispatch({ type: 'pause', isPaused: true })}
      onMouseLeave={() => dispatch({ type: 'pause', isPaused: false })}
      onFocus={() => dispatch({ type: 'pause', isPaused: true })}
      onBlur={() => dispatch({ type: 'pause', isPaused: false })}
    >
      <span className="visually-hidden">{t(`common.toast.status.${current.status}`)}: </span>
      <p className="toast__message">{current.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={t('common.toast.dismiss')}
        onClick={() => dispatch({ type: 'leave', id: current.id })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );

  return (
    <ToastContext value={api}>
      {children}
      {/* Both live regions stay in the page so that screen readers announce what is put in them. */}
      <div className="toast-region">
        <div role="status" aria-live="polite" className="toast-region__slot">
          {!isUrgent && toast}
        </div>
        <div role="alert" aria-live="assertive" className="toast-region__slot">
          {isUrgent && toast}
        </div>
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
