import { describe, expect, it } from 'vitest';
import {
  type CodeRuleInput,
  type CodeSegment,
  codeRuleTestRequest,
  segmentProblems,
} from './code-rule-rules';

const segment = (type: CodeSegment['type'], fields: Partial<CodeSegment> = {}): CodeSegment => ({
  id: `${type.toLowerCase()}0000000000000000000000000000`.slice(0, 32),
  sort: 9,
  type,
  ...fields,
});
const rule = (segments: CodeSegment[]): CodeRuleInput => ({
  code: 'CR-MAT',
  name: '物料编码规则',
  maxLength: 20,
  padding: false,
  padSide: 'LEFT',
  segments,
});

describe('测试生成 inputs (the segment preview)', () => {
  it('numbers the segments in the order shown and sends only each type’s own fields', () => {
    const request = codeRuleTestRequest(
      rule([
        segment('CATEGORY', { value: 'left over', length: 3 }),
        segment('SEPARATOR', { value: '-' }),
        segment('SERIAL', { length: 4, serialStart: 1, serialStep: 1, resetCycle: 'YEARLY', value: 'x' }),
      ]),
      '2c63888f28f04481be6ddce7a7ace732',
    );
    expect(request.categoryId).toBe('2c63888f28f04481be6ddce7a7ace732');
    expect(request.rule.segments.map((s) => [s.sort, s.type, s.value ?? null, s.length ?? null])).toEqual([
      [1, 'CATEGORY', null, null],
      [2, 'SEPARATOR', '-', null],
      [3, 'SERIAL', null, 4],
    ]);
  });

  it('leaves the category out when none is chosen', () => {
    expect('categoryId' in codeRuleTestRequest(rule([segment('SERIAL', { length: 4 })]))).toBe(false);
  });

  it('refuses a rule without exactly one serial and segments missing their fields', () => {
    expect(
      segmentProblems([segment('FIXED'), segment('DATE'), segment('SEPARATOR', { value: '--' })]),
    ).toEqual([
      '规则需要且只能有一个流水号段',
      '第 1 段（固定字符）需要填写字符',
      '第 2 段（日期）需要选择日期格式',
      '第 3 段分隔符只能是一个字符',
    ]);
    expect(segmentProblems([segment('SERIAL', { length: 4 })])).toEqual([]);
  });
});
