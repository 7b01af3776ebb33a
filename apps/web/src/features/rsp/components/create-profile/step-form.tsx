/** One step's form: its own part of the values, checked by its own schema. */
import { createContext, use, useEffect, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { OrganizationFormInput } from '@fairchance/shared';
import { useWizardContext, WizardForm } from '#web/components/ui/wizard.tsx';
import type { OnboardingValues, PersonInput, StepDefinition } from './steps.ts';

type StepInput<S extends StepDefinition> = z.input<S['schema']> & FieldValues;
type StepOutput<S extends StepDefinition> = z.output<S['schema']>;

/** A field the server refused (a taken organization name), with the server's words. */
export interface RefusedField {
  field: string;
  message: string;
  /** The value refused: once it is changed, the refusal no longer applies. */
  value: unknown;
}

/** The wizard's last refusal; the step that asks for the field shows it there. */
export const RefusedFieldContext = createContext<RefusedField | null>(null);

export function useStepForm<S extends StepDefinition>(step: S) {
  const wizard = useWizardContext<OnboardingValues>();
  const refused = use(RefusedFieldContext);
  const source = wizard.values[step.scope] as Record<string, unknown>;
  const defaults = Object.fromEntries(
    Object.keys(step.schema.shape).map((key) => [key, source[key]]),
  );
  const form = useForm<StepInput<S>, unknown, StepOutput<S>>({
    resolver: zodResolver(step.schema as unknown as z.ZodType<StepOutput<S>, StepInput<S>>),
    mode: 'onChange',
    defaultValues: defaults as DefaultValues<StepInput<S>>,
  });
  const { setError, getValues } = form;
  useEffect(() => {
    if (!refused || !(refused.field in step.schema.shape)) return;
    const field = refused.field as Path<StepInput<S>>;
    if (JSON.stringify(getValues(field)) !== JSON.stringify(refused.value)) return;
    setError(field, { type: 'server', message: refused.message });
  }, [refused, setError, getValues, step]);
  return form;
}

export function StepForm<T extends FieldValues, O>({
  step,
  form,
  beforeNext,
  children,
}: {
  step: StepDefinition;
  form: UseFormReturn<T, unknown, O>;
  /** Awaited before moving on (an upload still running). */
  beforeNext?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const wizard = useWizardContext<OnboardingValues>();
  const { updateValues } = wizard;

  // What is typed is kept as it is typed, so Back (or the browser's back button) and a reload
  // leave nothing behind, even before Save & Next.
  useEffect(() => {
    const subscription = form.watch((typed) => {
      updateValues((current) =>
        step.scope === 'person'
          ? { person: { ...current.person, ...(typed as Partial<PersonInput>) } }
          : {
              organization: {
                ...current.organization,
                ...(typed as Partial<OrganizationFormInput>),
              },
            },
      );
    });
    return () => subscription.unsubscribe();
  }, [form, step.scope, updateValues]);

  async function submit() {
    await beforeNext?.();
    // What was typed is kept as typed (a masked phone), so Back shows it again unchanged.
    const typed = form.getValues() as Record<string, unknown>;
    if (step.scope === 'person') {
      await wizard.next({ person: { ...wizard.values.person, ...typed } });
    } else {
      await wizard.next({ organization: { ...wizard.values.organization, ...typed } });
    }
  }

  return (
    <WizardForm
      form={form}
      title={t(`rsp.createProfile.steps.${step.id}.title`)}
      description={t(`rsp.createProfile.steps.${step.id}.description`)}
      buttonLabel={t('rsp.createProfile.saveAndNext')}
      onSubmit={submit}
    >
      {children}
    </WizardForm>
  );
}
