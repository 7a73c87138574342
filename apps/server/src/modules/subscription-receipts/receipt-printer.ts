import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import type { Locale } from '@tabib/contracts/locales';
import { publicReceiptPagePath } from '@tabib/contracts/subscription-calls';

const pageTimeoutMs = 20_000;

/**
 * Prints the web's receipt page (print CSS, Arabic shaped by the browser) to PDF in a headless
 * Chromium (CHROMIUM_PATH): one browser per process, started at the first PDF and closed with the
 * app; each PDF gets its own context. Without Chromium there is no PDF (`available` is false).
 */
export function createReceiptPrinter(options: {
  chromiumPath: string;
  sandbox: boolean;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { chromiumPath, sandbox, publicUrl, log } = options;
  let browser: Promise<Browser> | undefined;
  let closed = false;

  function launched(): Promise<Browser> {
    browser ??= chromium
      .launch({
        executablePath: chromiumPath,
        // Chromium refuses to sandbox itself as root, and cannot in a container without user namespaces.
        args: !sandbox || process.getuid?.() === 0 ? ['--no-sandbox'] : [],
      })
      .then((started) => {
        started.on('disconnected', () => (browser = undefined));
        return started;
      })
      .catch((error: unknown) => {
        browser = undefined;
        throw error;
      });
    return browser;
  }

  return {
    available: () => !closed && existsSync(chromiumPath),

    /** The receipt page of `token` in `locale` as an A4 PDF; throws when Chromium or the page fails. */
    async pdf(token: string, locale: Locale): Promise<Buffer> {
      const context = await (await launched()).newContext();
      try {
        const page = await context.newPage();
        const response = await page.goto(`${publicUrl}${publicReceiptPagePath(token)}?print=1&lang=${locale}`, {
          timeout: pageTimeoutMs,
        });
        if (!response?.ok()) throw new Error(`the receipt page answered ${response?.status() ?? 'nothing'}`);
        // The page marks itself once the receipt is drawn (receipt-route.tsx).
        await page.waitForSelector('[data-receipt-ready]', { timeout: pageTimeoutMs });
        await page.evaluate('document.fonts.ready.then(() => true)');
        return await page.pdf({ format: 'A4', printBackground: true });
      } finally {
        await context.close().catch((error: unknown) => log.warn({ err: error }, 'closing a receipt PDF context failed'));
      }
    },

    async close() {
      closed = true;
      const open = browser;
      browser = undefined;
      if (open) await (await open.catch(() => undefined))?.close();
    },
  };
}

export type ReceiptPrinter = ReturnType<typeof createReceiptPrinter>;
