import { hashRouterLoginPath } from '@backoffice/sdk';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { handleUnauthorizedWith } from '../lib/api';
import { useGlobalStore } from '../stores/global-store';
import { useThemeStore } from '../stores/theme-store';
import { NoticeHost } from './notices/NoticeHost';
import { router } from './router';
import { prefersReducedMotion, themeConfig } from './theme';

// spec §4: a 401 clears the session (the sdk has removed the token) and navigates to login with the return
// path: `#/login?redirectUrl=<hash path>`, never a nested redirectUrl (spec §2).
// Leave first: the layout's queries must not refetch without a token once the cache is cleared.
handleUnauthorizedWith(async (returnPath) => {
  await router.navigate(hashRouterLoginPath(returnPath), { replace: true });
  useGlobalStore.getState().reset();
  // The query cache lives in the layout's chunk; it is loaded whenever there is a session to end.
  (await import('../lib/query-client')).queryClient.clear();
});

// The production build carries antd's CSS as style sheets (scripts/antd-static-styles.mjs, written without hashed
// class names): antd draws only each theme's CSS variables. The development server and the tests draw it all.
const STATIC_STYLES = import.meta.env.ANTD_STATIC_STYLES ? { zeroRuntime: true, hashed: false } : {};

/**
 * Providers (antd zh_CN and theme, without animations when the system asks for reduced motion; notices loaded when
 * needed) around the hash router; TanStack Query's provider is the layout's.
 */
export function App() {
  const mode = useThemeStore((state) => state.mode);
  const [motion] = useState(() => !prefersReducedMotion());
  return (
    <ConfigProvider locale={zhCN} theme={{ ...themeConfig(mode, { motion }), ...STATIC_STYLES }}>
      <NoticeHost />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
