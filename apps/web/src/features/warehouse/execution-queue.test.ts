import { describe, expect, it } from 'vitest';
import { queueOrder, queuePage, queueProgress, queueShortfall } from './execution-queue';

const doc = (docNo: string, plannedDate: string, createTime = '2026-11-01 09:00:00') => ({
  docNo,
  plannedDate,
  createTime,
  doneQuantity: 0,
  totalQuantity: 10,
});

describe('the work queue of 入库执行 / 出库执行', () => {
  it('lists the newest planned date first, then the newest created', () => {
    const ordered = queueOrder([
      doc('A', '2026-11-15'),
      doc('B', '2026-11-25', '2026-11-20 08:00:00'),
      doc('C', '2026-11-25', '2026-11-22 09:12:00'),
      doc('D', '2026-11-18'),
    ]);
    expect(ordered.map((d) => d.docNo)).toEqual(['C', 'B', 'D', 'A']);
  });

  it('pages the ordered queue: page 2 of 3 a page', () => {
    expect(queuePage(['a', 'b', 'c', 'd', 'e'], 2, 3)).toEqual(['d', 'e']);
  });

  it('says how many it shows of how many when the server holds more', () => {
    expect(queueShortfall(500, 512)).toBe('显示其中 500 张，共 512 张待执行');
    expect(queueShortfall(2, 2)).toBeUndefined();
  });

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
