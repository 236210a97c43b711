/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the production build, which carries antd's CSS as style sheets (scripts/antd-static-styles.mjs). */
  readonly ANTD_STATIC_STYLES?: boolean;
}
