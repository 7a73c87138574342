/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the sign-in page's 'Join us' link points. */
  readonly VITE_JOIN_US_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
