/**
 * A Vite plugin that marks index.html's script and its preloaded modules `fetchpriority="low"`:
 * module scripts run after the document is parsed and do not hold back its first paint (the
 * header drawn in index.html), so the style sheet goes first on a phone's few connections
 * (docs/decisions/040-first-paint-and-the-session-first.md).
 */
import type { Plugin } from 'vite';

export function scriptsAfterPaint(): Plugin {
  return {
    name: 'fairchance:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
          .replaceAll(
            '<link rel="modulepreload" ',
            '<link rel="modulepreload" fetchpriority="low" ',
          ),
    },
  };
}
