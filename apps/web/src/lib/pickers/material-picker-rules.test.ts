import { describe, expect, it } from 'vitest';
import { materialLabel, pickedAfterChange } from './material-picker-rules';

const row = (id: string) => ({ id });

describe('pickedAfterChange', () => {
  it('keeps what was picked on other pages and adds the ticked rows of this page', () => {
    const picked = [row('a')];
    expect(pickedAfterChange(picked, [row('b'), row('c')], ['a', 'c'])).toEqual([row('a'), row('c')]);
  });

  it('drops a row of this page that was unticked', () => {
    expect(pickedAfterChange([row('b'), row('c')], [row('b'), row('c')], ['c'])).toEqual([row('c')]);
  });

  it('does not repeat a row picked twice', () => {
    expect(pickedAfterChange([row('b')], [row('b')], ['b'])).toEqual([row('b')]);
  });
});

describe('materialLabel', () => {
  it('reads code, name and spec, leaving out an empty spec', () => {
    expect(materialLabel({ code: 'EL-0003', name: '主控芯片', spec: 'STM32F407VGT6 LQFP100' })).toBe(
      'EL-0003 主控芯片 STM32F407VGT6 LQFP100',
    );
    expect(materialLabel({ code: 'ME-0002', name: '螺栓', spec: null })).toBe('ME-0002 螺栓');
  });
});
