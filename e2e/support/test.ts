import { test as base } from '@playwright/test';
import { AxeWatcher } from './axe-watcher';

// Types and `expect` as Playwright has them: a journey changes only the path of its import.
export * from '@playwright/test';
export { expectAccessible } from './axe';

/**
 * The journeys' `test`: every page a journey visits, in its own context and in the contexts it
 * opens with `browser.newContext()`, is scanned with axe-core, and a serious or critical
 * violation fails the journey (issue 12). Modals and drawers are checked by `expectAccessible`.
 */
export const test = base.extend<{ axeWatcher: AxeWatcher }>({
  axeWatcher: [
    async ({ context, browser }, use, testInfo) => {
      const watcher = new AxeWatcher();
      watcher.watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        watcher.watch(opened);
        return opened;
      };
      try {
        await use(watcher);
      } finally {
        browser.newContext = newContext;
      }
      await watcher.finish(testInfo.status === testInfo.expectedStatus);
      const report = watcher.report();
      if (report) throw new Error(report);
    },
    { auto: true },
  ],
});
