import { lazy, Suspense, useEffect, useState } from 'react';

const ServiceWorkerPrompt = lazy(() =>
  import('./service-worker-prompt').then((module) => ({ default: module.ServiceWorkerPrompt })),
);

/**
 * Registers the service worker only once the page has loaded and the browser is idle (ADR 044):
 * registering at once made the worker precache every bundle of the app (about 190 files) while the
 * first page was still loading, competing with it for the network. The registration code
 * (workbox-window) stays out of the first load too.
 */
export function DeferredServiceWorkerPrompt() {
  const [isPageSettled, setIsPageSettled] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if ('requestIdleCallback' in window) {
        idleHandle = window.requestIdleCallback(() => setIsPageSettled(true), { timeout: 10_000 });
      } else {
        timer = setTimeout(() => setIsPageSettled(true), 3000);
      }
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  if (!isPageSettled) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerPrompt />
    </Suspense>
  );
}
