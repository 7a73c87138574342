import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA (issue 12): what every page of every journey must pass. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);
const nodesShown = 8;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  where: string;
  targets: string[];
}

/**
 * Waits until no finite animation runs (antd's modals, drawers and menus fade in): axe measures
 * contrast with the opacity of the moment, so a half-faded modal would fail for nothing.
 * Endless ones (spinners) are not waited for.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .catch(() => undefined);
}

// One axe run at a time per page (axe refuses a second), and the addresses each page was scanned at.
const runs = new WeakMap<Page, Promise<unknown>>();
const scanned = new WeakMap<Page, Set<string>>();

export function addressOf(page: Page): string {
  return page.url().split('#')[0] ?? '';
}

export function wasScanned(page: Page, address: string): boolean {
  return scanned.get(page)?.has(address) ?? false;
}

/** Runs axe on the page as it is now; returns the serious and critical violations. */
export function axeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  const previous = runs.get(page) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => analyse(page, label));
  runs.set(page, run);
  return run;
}

async function analyse(page: Page, label: string): Promise<AxeFinding[]> {
  await settle(page);
  const address = addressOf(page);
  // Legacy mode runs axe in the page itself: the default opens a blank page in the context to merge frame results.
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    // Only violations are detailed (much faster on the calendar's ~2,000 slots); label-in-name
    // (WCAG 2.5.3) is an experimental rule, off unless asked for.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode(true)
    .analyze();
  const seen = scanned.get(page) ?? new Set<string>();
  scanned.set(page, seen.add(address));
  const where = `${label} (${new URL(results.url).pathname})`;
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      where,
      targets: violation.nodes.map((node) => {
        const why = [...node.any, ...node.all, ...node.none][0]?.message;
        return `${node.target.map(String).join(' >> ')}${why ? ` (${why})` : ''}`;
      }),
    }));
}

export function describeFinding({ rule, impact, help, where, targets }: AxeFinding): string {
  const shown = targets.slice(0, nodesShown).map((target) => `\n      ${target}`);
  const more = targets.length > nodesShown ? `\n      ... and ${targets.length - nodesShown} more` : '';
  return `${rule} (${impact}) on ${where}: ${help}${shown.join('')}${more}`;
}

/**
 * Fails the journey (softly: it goes on, so one run lists every state) on any serious or critical
 * axe violation of the page as it is now; call it with a modal, drawer or menu open.
 */
export async function expectAccessible(page: Page, label: string) {
  const findings = await axeFindings(page, label);
  expect.soft(findings.map(describeFinding), `accessibility of ${label}: serious or critical axe violations`).toEqual([]);
}
