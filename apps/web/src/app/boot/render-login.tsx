import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import LoginPage from '../../features/login/LoginPage';
import { PATHS } from '../../lib/route-paths';
import type { ThemeMode } from '../../stores/theme-store';
import { themeConfig } from '../theme';
import { bootCssVarKey } from './BootStyled';

/**
 * Build time only (`scripts/prerender-login.mjs`): the login page as static HTML with the CSS of exactly the antd
 * components it shows, for one theme, so it paints before any JS has loaded. Each theme scopes its CSS variables
 * under its own class, so both can sit in one page; the app replaces this markup when it starts.
 */
export function renderLogin(mode: ThemeMode): { html: string; css: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={{ ...themeConfig(mode), cssVar: { key: bootCssVarKey(mode) } }}>
        <MemoryRouter initialEntries={[PATHS.login]}>
          <LoginPage />
        </MemoryRouter>
      </ConfigProvider>
    </StyleProvider>,
  );
  // One <style> per antd style entry: the build keeps the dark theme's entries that differ from the light ones.
  return { html, css: extractStyle(cache) };
}
