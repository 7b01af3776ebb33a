import { useState } from 'react';
import type { ErrorCode } from '@fairchance/shared';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';

/**
 * A console action that a row asks for and a `ReasonDialog` confirms (decisions 036 to 038):
 * `ask` opens the dialog for an action, `submit` is the dialog's `onSubmit`. A failure is told
 * (with the call's own `messages` by error code) and keeps the dialog open; a success closes it
 * and says `done`.
 */
export function useActionWithReason<A>({
  perform,
  done,
  messages,
}: {
  perform: (action: A, reason: string) => Promise<unknown>;
  done: (action: A) => string;
  messages?: Partial<Record<ErrorCode, string>>;
}) {
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const [pending, setPending] = useState<A | null>(null);

  async function submit(reason: string) {
    if (!pending) return;
    try {
      await perform(pending, reason);
    } catch (error) {
      handleApiError(error, messages ? { messages } : {});
      throw error;
    }
    setPending(null);
    toast.success(done(pending));
  }

  return { pending, ask: setPending, close: () => setPending(null), submit };
}
