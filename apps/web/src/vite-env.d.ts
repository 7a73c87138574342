/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the sign-in page's 'Join us' link points. */
  readonly VITE_JOIN_US_URL?: string;
  /** Minutes between two checks of the missed teleconsultations (default 60). */
  readonly VITE_MISSED_CALLS_CHECK_MINUTES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
