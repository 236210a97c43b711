import { describe, expect, it } from 'vitest';
import { queueProgress } from './execution-queue';

const doc = (docNo: string, plannedDate: string, createTime = '2026-11-01 09:00:00') => ({
  docNo,
  plannedDate,
  createTime,
  doneQuantity: 0,
  totalQuantity: 10,
});

describe('the work queue of 入库执行 / 出库执行', () => {
  it('shows progress as done/planned, 99% until the last piece is in', () => {
    expect(queueProgress({ ...doc('A', '2026-11-15'), doneQuantity: 3 })).toEqual({
      text: '3/10',
      percent: 30,
    });
    expect(queueProgress({ ...doc('A', '2026-11-15'), doneQuantity: 40120, totalQuantity: 40200 })).toEqual({
      text: '40,120/40,200',
      percent: 99,
    });
    expect(queueProgress({ ...doc('A', '2026-11-15'), totalQuantity: 0 }).percent).toBe(0);
  });
});
