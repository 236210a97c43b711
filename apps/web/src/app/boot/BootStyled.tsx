import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { type ThemeMode, useThemeStore } from '../../stores/theme-store';

/** The id of the style sheet the build prerenders into index.html with the login page's CSS. */
export const BOOT_CSS_ID = 'boot-css';

/** The CSS variables of each theme's prerendered sheet live under a class of their own. */
export const bootCssVarKey = (mode: ThemeMode) => `boot-${mode}`;

/**
 * The login page takes its CSS from the sheet prerendered into index.html (antd's `zeroRuntime`), so a slow phone
 * does not generate it again before the form responds. Without that sheet (the development server) antd generates
 * the CSS as usual.
 */
export function BootStyled({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  if (!document.getElementById(BOOT_CSS_ID)) return children;
  return (
    <ConfigProvider theme={{ zeroRuntime: true, cssVar: { key: bootCssVarKey(mode) } }}>
      {children}
    </ConfigProvider>
  );
}
