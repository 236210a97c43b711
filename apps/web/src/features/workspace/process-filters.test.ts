import { describe, expect, it } from 'vitest';
import { processRequestFilters, processSearchFields } from './process-filters';

const labels = (queryType: Parameters<typeof processSearchFields>[0]) =>
  processSearchFields(queryType).map((field) => field.label);

describe('processSearchFields (screens.md §2)', () => {
  it('待办 filters by title, category, process, initiator and start time; every to-do is running', () => {
    expect(labels('PENDING')).toEqual(['流程标题', '流程分类', '所属流程', '发起人', '发起时间']);
  });

  it('已办 adds the process status; 我的申请 has it but no initiator, who is always me', () => {
    expect(labels('DONE')).toEqual(['流程标题', '流程分类', '所属流程', '发起人', '流程状态', '发起时间']);
    expect(labels('MY_APPLY')).toEqual(['流程标题', '流程分类', '所属流程', '流程状态', '发起时间']);
  });
});

describe('processRequestFilters', () => {
  it('sends the 发起时间 days as date-times from the first day’s start to the last day’s end', () => {
    expect(processRequestFilters({ keyword: '采购', startTime: ['2026-11-01', '2026-11-20'] })).toEqual({
      keyword: '采购',
      startTimeFrom: '2026-11-01 00:00:00',
      startTimeTo: '2026-11-20 23:59:59',
    });
  });

  it('sends an open end as no bound at all', () => {
    expect(processRequestFilters({ startTime: [undefined, '2026-11-20'] })).toEqual({
      startTimeTo: '2026-11-20 23:59:59',
    });
    expect(processRequestFilters({ initiatorId: 'u1' })).toEqual({ initiatorId: 'u1' });
  });
});
