import './styles/app.css';
import './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient } from './app/app';
import { prepareFirstScreen } from './app/first-screen';
import { router } from './app/router';
import { startClientLogCapture } from './lib/client-logs/client-log-buffer';

startClientLogCapture();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = container;
// ADR 089: over the server's first screen the first render waits for its page's code and data,
// so it draws the same picture instead of a skeleton.
// Empty for pages without one and in the service worker's cached shell.
const serverFirstScreen = root.firstElementChild ? root.innerHTML : null;
// The first render runs as a transition: React then renders in slices of a few milliseconds and
// lets the browser answer input between them, where a plain render is one task of hundreds of
// milliseconds on a slow phone (Lighthouse's Total Blocking Time).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App serverFirstScreen={serverFirstScreen} />
      </StrictMode>,
    ),
  );
if (serverFirstScreen) void prepareFirstScreen(router, queryClient).finally(render);
else render();
