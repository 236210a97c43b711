/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's origin; empty for the same origin (the dev server proxies /api). */
  readonly VITE_API_URL?: string;
}
