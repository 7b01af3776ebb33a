/**
 * Asks before leaving a screen with input not saved yet (docs/web-app.md#forms-and-wizards): the
 * browser's own prompt when the tab is closed or reloaded, and a blocked navigation (the screen
 * shows `LeaveConfirm`) when a link inside the app leads away. A change of the address's query
 * only (a wizard's steps) never asks. Used by the client's onboarding
 * (docs/decisions/025-onboarding-drafts.md) and the organization's settings.
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
    /** Lets the next navigations through (the input is on its way), or asks again. */
    release(isFree: boolean) {
      isReleased.current = isFree;
    },
  };
}
