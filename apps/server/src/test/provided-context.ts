declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball of a migrated PGlite data folder, cloned by each test file. */
    pgliteTemplateDump: string;
    /** With TEST_DATABASE_URL: the migrated template database each test file copies. */
    postgresTemplate: { url: string; database: string } | null;
    /** Where each test file writes which operations of the OpenAPI document its answers exercised (contract-answers.ts). */
    contractRecordsDir: string;
  }
}
export {};
