import { describe, expect, it } from 'vitest';
import { materialRequestFilters } from './material-filters';

describe('materialRequestFilters (spec §3 extensionQueries)', () => {
  it('sends extension values as extensionQueries, skipping the empty ones', () => {
    expect(
      materialRequestFilters({
        keyword: '电源',
        'ext.origin': ' 明纬 ',
        'ext.storageCondition': '  ',
        type: 'RAW',
      }),
    ).toEqual({ keyword: '电源', type: 'RAW', extensionQueries: [{ tableKey: 'origin', value: '明纬' }] });
  });

  it('sends no extensionQueries at all when every extension value is empty', () => {
    expect(materialRequestFilters({ 'ext.origin': '' })).toEqual({});
  });

  it('sends the created range as createTimeFrom / createTimeTo', () => {
    expect(materialRequestFilters({ createTime: ['2024-03-01', '2024-03-31'] })).toEqual({
      createTimeFrom: '2024-03-01',
      createTimeTo: '2024-03-31',
    });
  });
});
