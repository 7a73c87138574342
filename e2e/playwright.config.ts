import { defineConfig, devices } from '@playwright/test';
import { e2eEnv } from './support/env';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const inCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two runs at once in one checkout would wipe each other's results: give one another folder.
  outputDir: process.env.TABIB_E2E_OUTPUT_DIR || 'test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two cores: one browser per core; the server runs beside them.
  workers: 2,
  retries: inCi ? 1 : 0,
  forbidOnly: inCi,
  reporter: 'list',
  // The longest journeys (first login, paying an act in two languages) take ~15 s alone and up
  // to ~45 s beside another browser on two cores: the budget leaves them room.
  timeout: 75_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by global setup before the workers start; workers read the config again.
    baseURL: process.env[e2eEnv.baseUrl],
    headless: true,
    locale: 'fr-FR',
    timezoneId: 'Africa/Algiers',
    // Recording a trace costs a third of the journeys' CPU (screencast frames): CI records the retry only.
    trace: inCi ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker answers pages from its precache, which other journeys do not
    // expect of a fresh browser: the offline journeys allow it (test.use).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // A fake camera and microphone, granted without a prompt: the video call journeys.
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
          ],
        },
      },
    },
  ],
});
