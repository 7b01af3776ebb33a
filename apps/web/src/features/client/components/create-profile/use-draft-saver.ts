/**
 * Saves the onboarding draft on each Next (docs/decisions/025-onboarding-drafts.md), one save at a
 * time: a save asked for while another is on its way waits, and only the newest waiting one is
 * sent, so an older draft (a retried request) can never land after a newer one.
 */
import { useRef, useState } from 'react';
import { pickDraftAnswers } from '@fairchance/shared';
import { useSaveProfileDraft } from '#web/features/client/api/save-profile-draft.ts';
import type { ProfileFormInput } from '#web/features/client/components/profile-form/model.ts';
import type { OnboardingStepId } from './onboarding-steps.ts';

/** The form's values as a comparable text; an empty input and no answer read the same. */
export function snapshotOf(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value === '' || value === undefined ? null : value,
  );
}

interface Pending {
  step: OnboardingStepId;
  values: ProfileFormInput;
}

export function useDraftSaver(userId: string, initialValues: ProfileFormInput) {
  const { mutateAsync } = useSaveProfileDraft(userId);
  // What the server holds, as a snapshot of the form's values when they were sent.
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshotOf(initialValues));
  const [hasFailed, setFailed] = useState(false);
  const isSending = useRef(false);
  const waiting = useRef<Pending | null>(null);

  async function send(pending: Pending) {
    isSending.current = true;
    try {
      await mutateAsync({ step: pending.step, answers: pickDraftAnswers(pending.values) });
      setSavedSnapshot(snapshotOf(pending.values));
      setFailed(false);
    } catch {
      // The answers stay in the page; the next Next tries again (a notice says so).
      setFailed(true);
    } finally {
      isSending.current = false;
      const next = waiting.current;
      waiting.current = null;
      if (next) void send(next);
    }
  }

  return {
    savedSnapshot,
    hasFailed,
    save(step: OnboardingStepId, values: ProfileFormInput) {
      // A copy: the form goes on changing its own object.
      const pending = { step, values: structuredClone(values) };
      if (isSending.current) waiting.current = pending;
      else void send(pending);
    },
  };
}
