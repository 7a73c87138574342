import type { BrowserContext, Page } from '@playwright/test';
import { addressOf, axeFindings, describeFinding, wasScanned, type AxeFinding } from './axe';

/** How long a page must stay on one address before it is scanned (redirects and lazy routes settle). */
const quietMs = 700;

// The page went away under axe: closed, navigated, or reloaded between axe's injection and its run.
const pageWentAway = /closed|destroyed|detached|navigat|reading 'run'|axe is not defined/i;

/**
 * Scans with axe every page of the watched contexts once per address, after each navigation
 * (history navigations of the web app included) settles, and the open pages at the end. A
 * violation is kept only when a second scan still finds it: the journey goes on while a scan
 * runs, and a page caught between two states is not a violation.
 */
export class AxeWatcher {
  private readonly findings: AxeFinding[] = [];
  private readonly errors: string[] = [];
  private readonly pages = new Set<Page>();
  private readonly queues = new WeakMap<Page, Promise<void>>();
  private readonly timers = new Map<Page, NodeJS.Timeout>();

  watch(context: BrowserContext) {
    context.pages().forEach((page) => this.watchPage(page));
    context.on('page', (page) => this.watchPage(page));
  }

  private watchPage(page: Page) {
    this.pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.later(page);
    });
    page.on('close', () => {
      clearTimeout(this.timers.get(page));
      this.timers.delete(page);
      this.pages.delete(page);
    });
  }

  private later(page: Page) {
    clearTimeout(this.timers.get(page));
    this.timers.set(
      page,
      setTimeout(() => {
        this.timers.delete(page);
        this.enqueue(page, 'after navigation', true);
      }, quietMs),
    );
  }

  private enqueue(page: Page, label: string, oncePerAddress: boolean) {
    const previous = this.queues.get(page) ?? Promise.resolve();
    const next = previous.then(() => this.scan(page, label, oncePerAddress));
    this.queues.set(page, next);
    return next;
  }

  private async scan(page: Page, label: string, oncePerAddress: boolean) {
    if (page.isClosed()) return;
    const address = addressOf(page);
    if (address === 'about:blank' || (oncePerAddress && wasScanned(page, address))) return;
    try {
      const first = await axeFindings(page, label);
      if (first.length === 0) return;
      const again = await axeFindings(page, label);
      const key = (finding: AxeFinding, target: string) => `${finding.rule} ${target}`;
      const firstKeys = new Set(first.flatMap((finding) => finding.targets.map((target) => key(finding, target))));
      for (const finding of again) {
        const targets = finding.targets.filter((target) => firstKeys.has(key(finding, target)));
        if (targets.length > 0) this.findings.push({ ...finding, targets });
      }
    } catch (error) {
      // The journey navigated away or closed the page during the scan: the next address gets its own.
      if (!pageWentAway.test(String(error))) this.errors.push(`axe could not scan ${address}: ${String(error)}`);
    }
  }

  /** Scans the pages still open (unless the journey already failed) and waits for every scan. */
  async finish(scanOpenPages: boolean) {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    const open = [...this.pages].filter((page) => !page.isClosed());
    await Promise.all(
      open.map((page) => (scanOpenPages ? this.enqueue(page, 'end of the journey', false) : this.queues.get(page))),
    );
  }

  report(): string | null {
    const lines = [...new Set(this.findings.map((finding) => `  - ${describeFinding(finding)}`))];
    if (lines.length === 0 && this.errors.length === 0) return null;
    return [
      `${lines.length} serious or critical accessibility violation(s) (axe-core, WCAG 2.1 A/AA):`,
      ...lines,
      ...this.errors,
    ].join('\n');
  }
}
