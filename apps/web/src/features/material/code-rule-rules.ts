import type { Schema } from '@backoffice/sdk';

export type CodeSegment = Schema<'CodeSegment'>;
export type CodeRuleInput = Schema<'CodeRuleInput'>;
type SegmentType = Schema<'CodeSegmentType'>;

/** The fields each segment type uses (the others are sent empty, so an edited type leaves nothing behind). */
const FIELDS: Record<SegmentType, readonly (keyof CodeSegment)[]> = {
  FIXED: ['value'],
  SEPARATOR: ['value'],
  CATEGORY: [],
  DATE: ['dateFormat'],
  SERIAL: ['length', 'serialStart', 'serialStep', 'resetCycle'],
};
const OPTIONAL: readonly (keyof CodeSegment)[] = [
  'value',
  'dateFormat',
  'length',
  'serialStart',
  'serialStep',
  'resetCycle',
];

/** The segments as the server reads them: numbered 1… in the order shown, each with only its type's fields. */
export function normalizedSegments(segments: readonly CodeSegment[]): CodeSegment[] {
  return segments.map((segment, index) => {
    const used = FIELDS[segment.type];
    const cleared = Object.fromEntries(OPTIONAL.filter((f) => !used.includes(f)).map((f) => [f, null]));
    return { ...segment, ...cleared, sort: index + 1, serialCurrent: segment.serialCurrent ?? null };
  });
}

/** What is wrong with a rule's segments before anything is sent (测试生成 or 保存); empty when none. */
export function segmentProblems(segments: readonly CodeSegment[]): string[] {
  const problems: string[] = [];
  if (segments.length === 0) problems.push('至少需要一个编码段');
  const serials = segments.filter((s) => s.type === 'SERIAL').length;
  if (serials !== 1) problems.push('规则需要且只能有一个流水号段');
  segments.forEach((segment, index) => {
    const at = `第 ${index + 1} 段`;
    if ((segment.type === 'FIXED' || segment.type === 'SEPARATOR') && !segment.value)
      problems.push(`${at}（${segment.type === 'FIXED' ? '固定字符' : '分隔符'}）需要填写字符`);
    if (segment.type === 'SEPARATOR' && segment.value && segment.value.length !== 1)
      problems.push(`${at}分隔符只能是一个字符`);
    if (segment.type === 'DATE' && !segment.dateFormat) problems.push(`${at}（日期）需要选择日期格式`);
    if (segment.type === 'SERIAL' && !segment.length) problems.push(`${at}（流水号）需要填写长度`);
  });
  return problems;
}

/** 测试生成's request: the rule as edited, its segments normalised, and the category whose code fills 分类码. */
export function codeRuleTestRequest(rule: CodeRuleInput, categoryId?: string): Schema<'CodeRuleTest'> {
  return {
    rule: { ...rule, segments: normalizedSegments(rule.segments) },
    ...(categoryId ? { categoryId } : {}),
  };
}
