import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';

describe('contrastRatio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0958d9', '#0958d9')).toBeCloseTo(1, 5);
  });
  it("matches axe's figures for antd's defaults", () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(3.35, 1);
  });
  it('paints translucent text over its background, and the background over the canvas', () => {
    expect(contrastRatio('rgba(255,255,255,0.45)', '#141414', '#000')).toBeCloseTo(4.52, 1);
  });
  it('says which colour it cannot read', () => {
    expect(() => parseColor('hsl(0 0% 0%)')).toThrow('Not a colour this check can read: hsl(0 0% 0%)');
  });
});
