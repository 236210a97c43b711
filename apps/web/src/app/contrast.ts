/** WCAG 2.x contrast, for the theme's text/background pairs (issue 12: contrast is fixed once, in the theme). */

type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb(a)(r, g, b[, a])`. */
export function parseColor(color: string): Rgba {
  const hex = color.trim().match(/^#([0-9a-f]{3,8})$/i)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channels = full.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [];
    const [r = 0, g = 0, b = 0, a = 255] = channels;
    return [r, g, b, a / 255];
  }
  const numbers = color
    .match(/^rgba?\(([^)]+)\)$/i)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (numbers && numbers.length >= 3) {
    const [r = 0, g = 0, b = 0, a = 1] = numbers;
    return [r, g, b, a];
  }
  throw new Error(`Not a colour this check can read: ${color}`);
}

/** `color` painted over the opaque `background`. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio of `foreground` text on `background`, both possibly translucent, over the opaque `canvas`
 * the page paints beneath them (white by default).
 */
export function contrastRatio(foreground: string, background: string, canvas = '#ffffff'): number {
  const base = over(parseColor(background), parseColor(canvas));
  const text = over(parseColor(foreground), base);
  const [lighter, darker] = [luminance(text), luminance(base)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for body text. */
export const AA_TEXT_CONTRAST = 4.5;
