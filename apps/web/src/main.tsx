// First: before any schema of @fairchance/shared is made.
import './lib/zod-jitless.ts';
// Second: a stored session's check starts before the router asks for the screen's code.
import './lib/auth/start-early-session.ts';
// Before the first render: waiting effects run before an input, as the libraries expect.
import './lib/effects-in-time.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/index.ts';
import { prepareFormats } from './i18n/format.ts';
import { nextTask, whenIdle } from './lib/next-task.ts';
import './styles/global.css';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * The start in three tasks: the scripts' own running, then the router (which asks for the
 * screen's code), then the first render. In one, a phone's main thread was held for about a
 * second with a CPU four times slower, and a tap or a scroll waited for all of it
 * (docs/decisions/053-https-and-http2.md). A reader of another language than English waits
 * for its strings (one small file) rather than seeing English first.
 */
async function start(root: HTMLElement): Promise<void> {
  await i18nReady;
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  whenIdle(prepareFormats);
}

void start(container);
