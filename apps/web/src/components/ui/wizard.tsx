import {
  createContext,
  Fragment,
  use,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/lib/cx.ts';
import { Button } from './button.tsx';
import './wizard.css';

export interface WizardStep<TValues> {
  id: string;
  /**
   * Where Next leads from this step; nothing means the following step
   * (docs/web-app.md#forms-and-wizards).
   */
  next?: (values: TValues) => string | null | undefined;
}

export interface UseWizardOptions<TValues> {
  steps: readonly WizardStep<TValues>[];
  initialValues: TValues;
  /** Runs when Next is pressed on a step that has no step after it. */
  onComplete?: (values: TValues) => void | Promise<void>;
  /** The search parameter that holds the current step; 'step' by default. */
  param?: string;
}

export interface WizardApi<TValues> {
  steps: readonly WizardStep<TValues>[];
  step: WizardStep<TValues>;
  stepId: string;
  stepIndex: number;
  /** Steps visited to reach this one, this one last. */
  history: readonly string[];
  values: TValues;
  canGoBack: boolean;
  isLastStep: boolean;
  /** Merges the step's values, then goes to the next step or completes. */
  next: (stepValues?: Partial<TValues>) => Promise<void>;
  /** Back to the last visited step (the browser's back button does the same). */
  previous: () => void;
  goto: (stepId: string) => void;
  reset: () => void;
  /** Merges values without moving (what a step keeps before Back); takes the current values. */
  updateValues: (partial: Partial<TValues> | ((current: TValues) => Partial<TValues>)) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readHistory(state: unknown, key: string): string[] | null {
  const value = isRecord(state) ? state[key] : undefined;
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
}

/**
 * Step state of a wizard. The current step lives in the URL (`?step=`) and the visited steps in
 * the history entry's state, so the browser's back and forward buttons move between steps and a
 * reload stays on the step. Values collected so far live in memory.
 */
export function useWizard<TValues extends object>({
  steps,
  initialValues,
  onComplete,
  param = 'step',
}: UseWizardOptions<TValues>): WizardApi<TValues> {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(initialValues);
  // The same function on every render, so a step may subscribe with it once.
  const updateValues = useCallback(
    (partial: Partial<TValues> | ((current: TValues) => Partial<TValues>)) =>
      setValues((current) => ({
        ...current,
        ...(typeof partial === 'function' ? partial(current) : partial),
      })),
    [],
  );

  const first = steps[0];
  if (!first) throw new Error('A wizard needs at least one step.');
  const requested = searchParams.get(param);
  const step = steps.find((candidate) => candidate.id === requested) ?? first;
  const stepIndex = steps.indexOf(step);
  const stateKey = `wizard:${param}`;
  const recorded = readHistory(location.state, stateKey);
  const history = recorded && recorded[recorded.length - 1] === step.id ? recorded : [step.id];

  function assertStep(id: string) {
    if (!steps.some((candidate) => candidate.id === id)) {
      throw new Error(`Unknown wizard step '${id}'.`);
    }
  }

  function go(id: string, nextHistory: string[], replace = false) {
    const params = new URLSearchParams(searchParams);
    params.set(param, id);
    const state = { ...(isRecord(location.state) ? location.state : {}), [stateKey]: nextHistory };
    void navigate(
      { pathname: location.pathname, search: `?${params.toString()}` },
      { replace, state },
    );
  }

  function following(current: TValues): string | undefined {
    return step.next?.(current) ?? steps[stepIndex + 1]?.id;
  }

  return {
    steps,
    step,
    stepId: step.id,
    stepIndex,
    history,
    values,
    canGoBack: history.length > 1,
    isLastStep: following(values) === undefined,
    async next(stepValues) {
      const merged = stepValues ? { ...values, ...stepValues } : values;
      setValues(merged);
      const target = following(merged);
      if (target === undefined) {
        await onComplete?.(merged);
        return;
      }
      assertStep(target);
      go(target, [...history, target]);
    },
    previous() {
      // Every step change pushed one history entry, so the entry before is the last visited step.
      if (history.length > 1) void navigate(-1);
    },
    goto(id) {
      assertStep(id);
      if (id !== step.id) go(id, [...history, id]);
    },
    reset() {
      setValues(initialValues);
      go(first.id, [first.id], true);
    },
    updateValues,
  };
}

const WizardContext = createContext<WizardApi<object> | null>(null);

export function useWizardContext<TValues extends object>(): WizardApi<TValues> {
  const wizard = use(WizardContext);
  if (!wizard) throw new Error('This component must be used inside <Wizard>.');
  return wizard as unknown as WizardApi<TValues>;
}

export interface WizardProps<TValues extends object> {
  wizard: WizardApi<TValues>;
  /** The current step's content, usually a `WizardForm`; it remounts on every step change. */
  children: ReactNode;
  className?: string;
}

/** Provides the wizard to its steps and moves focus to the new step's heading on each change. */
export function Wizard<TValues extends object>({
  wizard,
  children,
  className,
}: WizardProps<TValues>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(wizard.stepId);

  useLayoutEffect(() => {
    if (shownStep.current === wizard.stepId) return;
    shownStep.current = wizard.stepId;
    const container = containerRef.current;
    if (!container) return;
    const heading = container.querySelector<HTMLElement>('h1, h2, h3');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? container).focus();
  }, [wizard.stepId]);

  return (
    <WizardContext value={wizard as unknown as WizardApi<object>}>
      <div ref={containerRef} className={cx('wizard', className)} tabIndex={-1}>
        <Fragment key={wizard.stepId}>{children}</Fragment>
      </div>
    </WizardContext>
  );
}

export interface WizardFormProps<TFieldValues extends FieldValues, TOutput = TFieldValues> {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** Defaults to `wizard.next(values)`. */
  onSubmit?: (values: TOutput) => void | Promise<void>;
  title?: ReactNode;
  description?: ReactNode;
  /** Label of the submit button; 'Next' by default (docs/validation.md#lengths-and-limits). */
  buttonLabel?: string;
  backLabel?: string;
  /** Show a Back button when there is a step to go back to (default true). */
  hasBack?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * One step's form. The submit button stays disabled until the form is valid and while it is
 * submitting (docs/web-app.md#forms-and-wizards). Give the form `mode: 'onChange'` (or 'all') so
 * validity follows typing.
 */
export function WizardForm<TFieldValues extends FieldValues, TOutput = TFieldValues>({
  form,
  onSubmit,
  title,
  description,
  buttonLabel,
  backLabel,
  hasBack = true,
  children,
  className,
}: WizardFormProps<TFieldValues, TOutput>) {
  const { t } = useTranslation();
  const wizard = useWizardContext();
  const { isValid, isSubmitting } = form.formState;

  async function submit(values: TOutput) {
    if (onSubmit) await onSubmit(values);
    else await wizard.next(values as Partial<object>);
  }

  return (
    <form
      className={cx('wizard-form', className)}
      noValidate
      onSubmit={(event) => {
        // Whoever failed (usually the API client) has already told the person with a toast.
        form
          .handleSubmit(submit)(event)
          .catch((error: unknown) => reportError(error));
      }}
    >
      {title && <h2 className="wizard-form__title">{title}</h2>}
      {description && <p className="wizard-form__description">{description}</p>}
      <div className="wizard-form__fields">{children}</div>
      <div className="wizard-form__actions">
        {hasBack && wizard.canGoBack && (
          <Button variant="secondary" onClick={wizard.previous} disabled={isSubmitting}>
            {backLabel ?? t('common.back')}
          </Button>
        )}
        <Button type="submit" disabled={!isValid} isLoading={isSubmitting}>
          {buttonLabel ?? t('common.next')}
        </Button>
      </div>
    </form>
  );
}
