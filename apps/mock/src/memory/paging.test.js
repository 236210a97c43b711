// @ts-check
// Sorting and paging in memory mode (issue 23: "sorting where the contract declares sortable fields … dates, codes,
// amounts, quantities"): the order a request asks for, stable, empty values last, numbers as numbers, dates as
// dates, Chinese text as a Chinese reader orders it; a page cut from that order, an export's request (no paging)
// answered with every row. Then the lists as a caller sees them, through their operations over the seed.
import { describe, expect, it } from 'vitest';
import { behaviours } from '../behaviours/index.js';
import { call, seed } from '../behaviours/test-context.js';
import { compareValues, pageOf, sortRows } from './paging.js';

const rows = [
  {
    id: 'a',
    code: 'EL-0002',
    amount: '1250.00',
    quantity: 20,
    date: '2026-11-05',
    time: '2026-11-05 09:00:00',
    name: '张伟',
  },
  {
    id: 'b',
    code: 'EL-0010',
    amount: '980.50',
    quantity: 3,
    date: '2026-10-28',
    time: '2026-11-05 18:30:00',
    name: '李娜',
  },
  {
    id: 'c',
    code: 'AU-0001',
    amount: null,
    quantity: 100,
    date: null,
    time: '2026-11-04 23:59:59',
    name: '陈静',
  },
  {
    id: 'd',
    code: 'ME-0001',
    amount: '12800.00',
    quantity: 20,
    date: '2026-11-20',
    time: null,
    name: '刘洋',
  },
  {
    id: 'e',
    code: 'PK-0001',
    amount: '980.50',
    quantity: null,
    date: '2026-11-05',
    time: '2026-11-06 08:00:00',
    name: '赵磊',
  },
];
const ids = (/** @type {Array<{ id: string }>} */ list) => list.map((row) => row.id).join('');

describe('sortRows', () => {
  it.each([
    // field, order, expected ids, why
    [
      'amount',
      'asc',
      'beadc',
      'decimal strings as numbers (980.50 < 1250.00 < 12800.00), ties keep order, empty last',
    ],
    ['amount', 'desc', 'dabec', 'descending, the tie b/e still in its order, empty still last'],
    ['amount', undefined, 'dabec', 'a field without an order is descending'],
    ['quantity', 'asc', 'badce', 'numbers as numbers (3 < 20 < 100), not as text'],
    ['quantity', 'desc', 'cadbe', 'the tie a/d keeps its order in either direction'],
    ['date', 'asc', 'baedc', 'dates as dates, the tie a/e in order, empty last'],
    ['date', 'desc', 'daebc', 'newest first, empty last'],
    ['time', 'desc', 'ebacd', 'date-times as times: 18:30 after 09:00 the same day'],
    ['code', 'asc', 'cabde', 'codes as text: EL-0002 before EL-0010'],
    ['name', 'asc', 'cbdae', 'Chinese names in pinyin order: 陈 李 刘 张 赵'],
  ])('%s %s → %s (%s)', (sortField, sortOrder, expected) => {
    expect(ids(sortRows(rows, { sortField, sortOrder }))).toBe(expected);
  });

  it('keeps the order the rows came in when the request names no field, and never reorders its input', () => {
    const input = [...rows];
    expect(ids(sortRows(input, {}))).toBe('abcde');
    expect(ids(sortRows(input, { sortOrder: 'asc' }))).toBe('abcde');
    sortRows(input, { sortField: 'amount', sortOrder: 'asc' });
    expect(ids(input)).toBe('abcde');
  });

  it.each([
    [2, 10, '<'],
    ['2026-11-05', '2026-11-05 00:00:01', '<'],
    ['1250.00', '980.50', '>'],
    ['物料', '物料', '='],
  ])('compares %s with %s: %s', (a, b, sign) => {
    const result = Math.sign(compareValues(a, b));
    expect(result).toBe({ '<': -1, '=': 0, '>': 1 }[sign]);
  });
});

describe('pageOf', () => {
  it('cuts the page from the sorted rows and counts every match', () => {
    const page = pageOf(rows, { pageNum: 2, pageSize: 2, sortField: 'quantity', sortOrder: 'desc' });
    expect(page).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(ids(page.list)).toBe('db');
  });

  it('answers an export (the filters and order, no paging) with every row in that order', () => {
    const all = [...rows, ...rows.map((row) => ({ ...row, id: row.id.toUpperCase() }))];
    const page = pageOf(all, { sortField: 'code', sortOrder: 'asc' });
    expect(page.total).toBe(10);
    expect(page.list).toHaveLength(10);
    expect(ids(page.list)).toBe('cCaAbBdDeE');
  });
});

describe('the lists of memory mode, sorted', () => {
  const collections = () => structuredClone(seed);
  /** @param {string} operationId @param {Record<string, unknown>} body */
  const list = (operationId, body) => {
    const answer = call(behaviours, collections(), operationId, {
      body: { pageNum: 1, pageSize: 100, ...body },
    });
    expect(answer.code).toBe(200);
    return answer.data;
  };
  /** @param {any[]} items @param {string} field */
  const column = (items, field) => items.map((item) => item[field]);
  /** @param {unknown[]} values */
  const numbersAscending = (values) =>
    values.every((value, i) => i === 0 || Number(values[i - 1]) <= Number(value));

  it('采购订单 by 价税合计 (a decimal string), highest first', () => {
    const amounts = column(list('getPurchaseOrderPage', { sortField: 'totalWithTax' }).list, 'totalWithTax');
    expect(amounts.length).toBeGreaterThan(5);
    expect(numbersAscending([...amounts].reverse())).toBe(true);
  });

  it('项目物料 by 可用库存 as the warehouse has it now (the figure the page shows), lowest first', () => {
    const lines = list('getProjectMaterialPage', {
      projectId: 'bb262a934ce14c61aa0336d98b8c82f1',
      sortField: 'availableStock',
      sortOrder: 'asc',
    }).list;
    expect(lines).toHaveLength(11);
    expect(numbersAscending(column(lines, 'availableStock'))).toBe(true);
  });

  it('库存查询 by 可用量 keeps the 合计 of every matching row', () => {
    const plain = list('getInventoryPage', { view: 'MATERIAL' });
    const sorted = list('getInventoryPage', { view: 'MATERIAL', sortField: 'available', sortOrder: 'asc' });
    expect(sorted.summary).toEqual(plain.summary);
    expect(numbersAscending(column(sorted.list, 'available'))).toBe(true);
    expect(new Set(column(sorted.list, 'key'))).toEqual(new Set(column(plain.list, 'key')));
  });

  it('出入库单据 by 计划日期, oldest first, after the filters', () => {
    const docs = list('getWarehouseDocPage', {
      direction: 'OUT',
      sortField: 'plannedDate',
      sortOrder: 'asc',
    }).list;
    const dates = column(docs, 'plannedDate');
    expect(docs.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort());
    expect(column(docs, 'docType')).not.toContain('IN');
  });

  it('without sortField a list keeps its default order (项目: newest number first)', () => {
    const numbers = column(list('getProjectPage', {}).list, 'projectNo');
    expect(numbers.slice(0, 4)).toEqual(['P2026-004', 'P2026-003', 'P2026-002', 'P2026-001']);
    const ascending = column(
      list('getProjectPage', { sortField: 'projectNo', sortOrder: 'asc' }).list,
      'projectNo',
    );
    expect(ascending).toEqual([...numbers].reverse());
  });
});
