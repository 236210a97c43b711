import type { ThemeConfig } from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { ThemeMode } from '../stores/theme-store';

/**
 * antd's blue-7: white text on it reaches WCAG AA's 4.5:1 (antd's default #1677ff gives 4.1:1 on primary
 * buttons, which Lighthouse reports on the login page).
 */
export const PRIMARY_COLOR = '#0958d9';

/**
 * Contrast is fixed here, once, for every screen (issue 12): each text colour below reaches WCAG AA (4.5:1) on
 * the container, layout and elevated backgrounds of its theme (`theme.test.ts` checks every pair). antd's
 * defaults miss it for secondary text (0.45 alpha: 3.4:1), placeholders and disabled text (0.25: 1.8:1), links
 * (#1677ff: 4.1:1) and the status colours used as text on tags and danger links.
 */
export const THEME_TOKENS = {
  light: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorWarning: '#874d00',
    colorWarningBg: '#fffbe6',
  },
  dark: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: '#69b1ff',
    colorInfo: '#69b1ff',
    colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
    colorTextDescription: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorTextDisabled: 'rgba(255, 255, 255, 0.55)',
    colorError: '#ff7875',
  },
} as const;

/** Tag text is the palette's 7th shade on its 1st: where that misses 4.5:1, a darker (lighter in dark) shade. */
export const TAG_TEXT_SHADES = {
  light: {
    cyan7: '#006d75',
    green7: '#237804',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    yellow7: '#614700',
    gold7: '#874d00',
    lime7: '#3f6600',
  },
  dark: { purple7: '#ab7ae0', geekblue7: '#8da6f3' },
} as const;

/**
 * Whether the user asked their system to reduce motion (WCAG 2.3.3): antd then shows and hides dialogs, drawers,
 * menus and messages without its animations.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function themeConfig(mode: ThemeMode, { motion = true }: { motion?: boolean } = {}): ThemeConfig {
  const link = THEME_TOKENS[mode].colorLink;
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...THEME_TOKENS[mode], motion },
    components: {
      Tag: TAG_TEXT_SHADES[mode],
      // The selected tab and page are text in the primary colour: in dark mode that blue is for white text on it,
      // so they take the link colour, which is made to be read on dark backgrounds.
      Tabs: { itemSelectedColor: link, itemActiveColor: link, itemHoverColor: link, inkBarColor: link },
      Pagination: { itemActiveColor: link, itemActiveColorHover: link },
      // A solid danger button in dark mode: its light red takes dark text.
      ...(mode === 'dark' ? { Button: { dangerColor: 'rgba(0, 0, 0, 0.88)' } } : {}),
    },
  };
}
