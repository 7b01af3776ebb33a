/** One step's form: its own part of the values, checked by its own schema. */
import { type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useWizardContext, WizardForm } from '#web/components/ui/wizard.tsx';
import type { OnboardingValues, StepDefinition } from './steps.ts';

type StepInput<S extends StepDefinition> = z.input<S['schema']> & FieldValues;
type StepOutput<S extends StepDefinition> = z.output<S['schema']>;

export function useStepForm<S extends StepDefinition>(step: S) {
  const wizard = useWizardContext<OnboardingValues>();
  const source = wizard.values[step.scope] as Record<string, unknown>;
  const defaults = Object.fromEntries(
    Object.keys(step.schema.shape).map((key) => [key, source[key]]),
  );
  return useForm<StepInput<S>, unknown, StepOutput<S>>({
    resolver: zodResolver(step.schema as unknown as z.ZodType<StepOutput<S>, StepInput<S>>),
    mode: 'onChange',
    defaultValues: defaults as DefaultValues<StepInput<S>>,
  });
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
