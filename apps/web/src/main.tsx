// First: before any schema of @fairchance/shared is made.
import './lib/zod-jitless.ts';
// Second: a stored session's check starts before the router asks for the screen's code.
import './lib/auth/start-early-session.ts';
// Before the first render: waiting effects run before an input, as the libraries expect.
import './lib/effects-in-time.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/index.ts';
import './styles/global.css';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A reader of another language than English waits for its strings (one small file) rather than
// seeing English first.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
