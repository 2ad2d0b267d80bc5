import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { i18next, i18nReady } from '../lib/i18n';
import type { router as appRouter } from './router';

/** Past this the app renders anyway (its skeletons then replace the first screen): a slow API must not hold the page. */
export const firstScreenWaitMs = 5_000;

/**
 * A route's `handle` (from its lazy module for lazy pages) names the data its first render shows
 * where the server's first screen (ADR 089) has it.
 */
export interface FirstScreenHandle {
  prefetchFirstScreen: (queryClient: QueryClient, params: Params) => Promise<void>;
}

/**
 * The catalogues the public layout and the cards read on every page (the page's own come with its
 * lazy route): a render that suspends on one drops the server's <title> (ADR 080) until it commits.
 */
const layoutNamespaces = ['common', 'ui', 'locations', 'analytics', 'engagement'];

/** The matched page's data, once the router has loaded the page's lazy module. */
async function prefetchPageData(router: typeof appRouter, queryClient: QueryClient): Promise<void> {
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) resolve(unsubscribe());
      });
    });
  }
  const page = router.state.matches.at(-1);
  const handle = page?.route.handle as Partial<FirstScreenHandle> | undefined;
  await handle?.prefetchFirstScreen?.(queryClient, page?.params ?? {});
}

/**
 * Waits until the app's first render can draw the page itself rather than a skeleton or a
 * Suspense fallback over the server's first screen: the layout's catalogues, the route's lazy
 * page (with its catalogues) and the page's data. A render that still suspends shows the first
 * screen again as its fallback (see App). Never longer than `waitMs`; the caller renders whether
 * it resolves or rejects, and the page shows its own errors.
 */
export function prepareFirstScreen(
  router: typeof appRouter,
  queryClient: QueryClient,
  waitMs = firstScreenWaitMs,
): Promise<unknown> {
  return Promise.race([
    Promise.all([
      i18nReady.then(() => i18next.loadNamespaces(layoutNamespaces)),
      prefetchPageData(router, queryClient),
    ]),
    new Promise((resolve) => setTimeout(resolve, waitMs)),
  ]);
}
