/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty or unset for the same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
