import { options } from 'preact';

/**
 * Preact runs `useEffect` callbacks after the next frame is painted (on requestAnimationFrame, or
 * after 35 ms); React runs them before the next press or keystroke. The libraries start listening
 * in effects (TanStack Query's mutations, React Hook Form's form state, React Router's blockers),
 * so an input in the first frame after a render would reach a screen that is not yet listening:
 * a form filled at once stays invalid, a mutation's `onError` is skipped. Effects run in the task
 * after the render instead, as React's do (docs/decisions/045-preact.md).
 */
options.requestAnimationFrame = (callback) => {
  setTimeout(callback);
};
