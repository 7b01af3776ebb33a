import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useWizard, type WizardApi, type WizardStep } from '#web/components/ui/wizard.tsx';
import { readDraft, writeDraft, type DraftKind } from './drafts.ts';

export interface UseDraftWizardOptions<TValues extends object> {
  kind: DraftKind;
  userId: string;
  steps: readonly WizardStep<Partial<TValues>>[];
  /** The confirm screen the last step leads to; it reads the draft. */
  confirmPath: string;
}

/**
 * A wizard kept as a draft (see ./drafts.ts): it starts from the stored draft, stores every
 * change, and after the last step stores the values and goes to the confirm screen.
 */
export function useDraftWizard<TValues extends object>({
  kind,
  userId,
  steps,
  confirmPath,
}: UseDraftWizardOptions<TValues>): WizardApi<Partial<TValues>> {
  const navigate = useNavigate();
  const [initialValues] = useState<Partial<TValues>>(() => readDraft<TValues>(kind, userId) ?? {});
  const wizard = useWizard<Partial<TValues>>({
    steps,
    initialValues,
    onComplete: async (values) => {
      writeDraft(kind, userId, values);
      await navigate(confirmPath);
    },
  });

  useEffect(() => {
    writeDraft(kind, userId, wizard.values);
  }, [kind, userId, wizard.values]);

  return wizard;
}
