import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

// chrome-launcher's defaults that keep Chromium's own background work out of the figures.
const quietFlags = [
  '--headless=new',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
];

/**
 * Chromium with a fresh profile (an empty HTTP cache: the first visit) and a DevTools port of
 * its choosing, read from the DevToolsActivePort file so that no port can be taken meanwhile.
 */
export async function launchChromium(executablePath: string): Promise<DebuggableChromium> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'tabib-lighthouse-profile-'));
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const child = spawn(
    executablePath,
    [...quietFlags, ...sandbox, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    // Chromium's helper processes can still write to the profile's cache for a moment after the
    // browser's exit: retry, and at worst leave the temporary folder behind rather than fail the run.
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`[bench:lighthouse] could not remove ${profileDir}: ${(error as Error).message}`);
    }
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`chromium exited with ${child.exitCode}:\n${stderr}`);
    }
    try {
      const port = Number(readFileSync(path.join(profileDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return { port, stop };
    } catch {
      // not written yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`chromium did not open its DevTools port:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Writes localStorage entries for an origin from a page that loads nothing cacheable (/healthz),
 * so the measured load still starts with an empty cache. Lighthouse's storage reset leaves
 * localStorage alone (its default clearStorageTypes).
 */
export async function seedLocalStorage(port: number, pageUrl: string, entries: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(pageUrl);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}
