import { describe, expect, it } from 'vitest';
import { isKeyColumnTitle } from './key-column';

describe('isKeyColumnTitle (the values a list shows whole)', () => {
  it('knows codes, numbers, batches, dates, amounts, quantities and statuses by their title', () => {
    for (const title of [
      '物料编码',
      '项目编号',
      '申请单号',
      '订单号',
      '流水号',
      '批次',
      '批次号',
      '下单日期',
      '发生时间',
      '有效期至',
      '生效 ~ 失效',
      '含税金额',
      '参考成本',
      '在库数量',
      '可用',
      '子项数',
      '安全库存',
      '入库状态',
      ' 状态 ',
      '版本',
    ])
      expect(isKeyColumnTitle(title), title).toBe(true);
  });

  it('leaves names, descriptions, people and tags free to be cut with their tooltip', () => {
    for (const title of [
      '物料名称',
      '规格型号',
      '供应商',
      '备注',
      '编码段',
      '绑定编码规则',
      '标签',
      '采购员',
      '操作',
    ])
      expect(isKeyColumnTitle(title), title).toBe(false);
  });

  it('does not guess at a title that is not plain text', () => {
    expect(isKeyColumnTitle(undefined)).toBe(false);
    expect(isKeyColumnTitle({ props: { children: '状态' } })).toBe(false);
  });
});
