import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { attributeEntries, extensionEntries } from './material-detail-fields';

const attribute = (
  code: string,
  name: string,
  type: Schema<'DynamicFieldType'>,
  sort: number,
  acceptValues: Record<string, string> | null = null,
): Schema<'CategoryAttribute'> => ({ id: code, code, name, type, required: false, sort, acceptValues });

// 电子元器件's attributes as the contract's examples define them
const ELECTRONIC = [
  attribute('ratedVoltage', '额定电压(V)', 'number', 2),
  attribute('package', '封装', 'string', 1, { '0603': '0603', LQFP100: 'LQFP100', MODULE: '模块' }),
  attribute('rohs', '符合RoHS', 'boolean', 3),
  attribute('marking', '丝印', 'string', 4),
];

describe('物料详情 speaks labels, not codes', () => {
  it('spec §3: each attribute by its name in its order, the accepted value’s label, booleans as 是/否', () => {
    expect(
      attributeEntries(ELECTRONIC, { package: 'MODULE', ratedVoltage: 3.3, rohs: true }).map(
        (entry) => `${entry.label}: ${entry.value}`,
      ),
    ).toEqual(['封装: 模块', '额定电压(V): 3.3', '符合RoHS: 是', '丝印: —']);
    expect(attributeEntries(ELECTRONIC, { rohs: false })[2]?.value).toBe('否');
  });
  it('keeps a value whose definition the category no longer has, named by its code', () => {
    expect(attributeEntries([], { legacy: 'X1' })).toEqual([{ key: 'legacy', label: 'legacy', value: 'X1' }]);
  });
  it('spec §3: every extension field by its tableChineseKey, the value under its tableKey, — where none', () => {
    const fields: Schema<'ExtensionField'>[] = [
      { tableKey: 'origin', tableChineseKey: '产地', show: true },
      { tableKey: 'hsCode', tableChineseKey: '海关编码', show: false },
      { tableKey: 'leadDays', tableChineseKey: '采购周期(天)', show: true },
    ];
    expect(
      extensionEntries(fields, { origin: '苏州', leadDays: 14 }).map((e) => `${e.label}: ${e.value}`),
    ).toEqual(['产地: 苏州', '海关编码: —', '采购周期(天): 14']);
  });
});
