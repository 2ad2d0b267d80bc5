import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/**
 * Browser contexts a journey opens for its extra actors (a guest, a moderator, a second buyer). The
 * `browser` fixture lives as long as the worker, so a context left open keeps its app running
 * (polling, sockets, idle timers) through every later test: close them after each test.
 */
export function trackedContexts() {
  const open: BrowserContext[] = [];
  return {
    async newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
      const context = await browser.newContext(options);
      open.push(context);
      return context;
    },
    async closeAll(): Promise<void> {
      await Promise.all(open.splice(0).map((context) => context.close()));
    },
  };
}
