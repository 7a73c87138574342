/** What global setup hands to the tests (workers inherit the runner's environment). */
export const e2eEnv = {
  baseUrl: 'TABIB_E2E_BASE_URL',
  serverLog: 'TABIB_E2E_SERVER_LOG',
  dataDir: 'TABIB_E2E_DATA_DIR',
  /** The coturn the server's calls relay through (its log), unset when coturn is not installed. */
  turnLog: 'TABIB_E2E_TURN_LOG',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts (its global setup starts the server).`);
  return value;
}
