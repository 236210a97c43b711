// @vitest-environment happy-dom
import theme from 'antd/es/theme';
import { describe, expect, it, vi } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { prefersReducedMotion, TAG_TEXT_SHADES, themeConfig } from './theme';

const TEXT_TOKENS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorLink',
  'colorError',
  'colorSuccess',
  'colorWarning',
  'colorInfo',
] as const;
const BACKGROUNDS = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'] as const;
const PALETTES = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
];

describe.each(['light', 'dark'] as const)('the %s theme reaches WCAG AA for text', (mode) => {
  const config = themeConfig(mode);
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;
  const canvas = mode === 'dark' ? '#000000' : '#ffffff';
  const ratio = (fg: string, bg: string) => Math.round(contrastRatio(fg, bg, canvas) * 100) / 100;

  it.each(TEXT_TOKENS.flatMap((fg) => BACKGROUNDS.map((bg) => [fg, bg])))('%s on %s', (fg, bg) => {
    expect(ratio(token[fg] as string, token[bg] as string)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(['Success', 'Info', 'Error', 'Warning'])('a %s tag: its colour on its background', (status) => {
    expect(
      ratio(token[`color${status}`] as string, token[`color${status}Bg`] as string),
    ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(PALETTES)('a %s tag: its text shade on its first shade', (palette) => {
    const shades: Record<string, string> = TAG_TEXT_SHADES[mode];
    const text = shades[`${palette}7`] ?? token[`${palette}7`];
    expect(ratio(text as string, token[`${palette}1`] as string)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('white text on a primary button', () => {
    expect(ratio('#ffffff', token.colorPrimary as string)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('reduced motion (WCAG 2.3.3)', () => {
  const withSystemSetting = (reduce: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: reduce && query === '(prefers-reduced-motion: reduce)',
          media: query,
        }) as MediaQueryList,
    );

  it('follows the system setting', () => {
    withSystemSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    withSystemSetting(false);
    expect(prefersReducedMotion()).toBe(false);
    vi.restoreAllMocks();
  });

  it("turns antd's motion off in both themes when asked, and keeps it otherwise", () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(theme.getDesignToken(themeConfig(mode, { motion: false })).motion).toBe(false);
      expect(theme.getDesignToken(themeConfig(mode)).motion).toBe(true);
    }
  });
});
