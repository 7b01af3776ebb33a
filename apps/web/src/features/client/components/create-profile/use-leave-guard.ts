/**
 * Asks before leaving onboarding with answers not saved yet (docs/decisions/025-onboarding-drafts.md):
 * the browser's own prompt when the tab is closed or reloaded, and a blocked navigation (the
 * wizard shows a dialog) when a link inside the app leads away. Moving between the wizard's steps
 * changes only the address's query, and never asks.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveGuard(hasUnsavedInput: boolean) {
  // Set once the profile is being sent: its own navigation to the dashboard must not ask.
  const isReleased = useRef(false);

  useEffect(() => {
    if (!hasUnsavedInput) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsavedInput]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedInput && !isReleased.current && currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    blocker,
    /** Lets the next navigations through (the profile is on its way), or asks again. */
    release(isFree: boolean) {
      isReleased.current = isFree;
    },
  };
}
