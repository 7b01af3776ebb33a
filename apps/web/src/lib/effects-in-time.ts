import { options } from 'preact';

/**
 * Preact runs `useEffect` callbacks after the next frame is painted, so an effect never holds
 * back a paint; React does the same, but also runs the effects still waiting before it handles a
 * press or a keystroke. The libraries start listening in effects (TanStack Query's mutations,
 * React Hook Form's form state, React Router's blockers): without that, an input in the first
 * frame after a render reaches a screen that is not yet listening (a form filled at once stays
 * invalid, a mutation's `onError` is skipped). Here effects still wait for the paint, and an input
 * runs those waiting first, as React does (docs/decisions/045-preact.md).
 */
let waiting: (() => void) | null = null;

function runWaitingEffects() {
  const run = waiting;
  waiting = null;
  run?.();
}

/** Preact's own timing: the next frame, or 35 ms when frames do not come (a hidden tab). */
function afterNextPaint(callback: () => void) {
  const hasFrames = typeof requestAnimationFrame === 'function';
  const done = () => {
    clearTimeout(timeout);
    if (hasFrames) cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  const frame = hasFrames ? requestAnimationFrame(done) : 0;
}

/** How Preact schedules the effects of a render (`options.requestAnimationFrame`). */
export function scheduleEffects(flush: () => void): void {
  waiting = flush;
  afterNextPaint(runWaitingEffects);
}

options.requestAnimationFrame = scheduleEffects;

// A person's presses and keystrokes (React runs waiting effects before their handlers). Not focus
// events: the app moves focus itself, in layout effects, in the middle of a render.
for (const type of [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'submit',
  'touchstart',
  'touchend',
]) {
  addEventListener(type, runWaitingEffects, { capture: true });
}
