/** What global setup hands to the tests (workers inherit the runner's environment). */
export const e2eEnv = {
  baseUrl: 'TABIB_E2E_BASE_URL',
  /** The servers' logs, separated by path.delimiter: one, or one per process of the cluster. */
  serverLogs: 'TABIB_E2E_SERVER_LOGS',
  dataDir: 'TABIB_E2E_DATA_DIR',
  /** The cluster's database (PostgreSQL), unset when the one server runs on its embedded database. */
  databaseUrl: 'TABIB_E2E_APP_DATABASE_URL',
  /** The coturn the server's calls relay through (its log), unset when coturn is not installed. */
  turnLog: 'TABIB_E2E_TURN_LOG',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts (its global setup starts the server).`);
  return value;
}
