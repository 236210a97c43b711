// @ts-check
// Material codes from the code rules (编码配置), as 保存物料, 预览编码 and 测试生成 compute them; the rules are written
// down in material.js.
import { formatTime } from '../memory/kinds.js';

/** @param {string} format @param {Date} now */
function dateSegment(format, now) {
  const day = formatTime(now).slice(0, 10).replaceAll('-', '');
  const parts = { yyyy: day.slice(0, 4), yy: day.slice(2, 4), MM: day.slice(4, 6), dd: day.slice(6, 8) };
  return format.replace(/yyyy|yy|MM|dd/g, (token) => parts[/** @type {keyof typeof parts} */ (token)]);
}

/**
 * The rule a category numbers its materials by: its own, or its nearest ancestor's.
 * @param {import('../memory/store.js').Collections} collections @param {string} categoryId
 */
export function ruleFor(collections, categoryId) {
  const categories = collections.materialCategories ?? [];
  for (let category = categories.find((c) => c.id === categoryId); category; ) {
    if (category.codeRuleId) {
      const rule = (collections.codeRules ?? []).find((candidate) => candidate.id === category?.codeRuleId);
      if (rule) return { rule, category: categories.find((c) => c.id === categoryId) };
    }
    const parentId = category.parentId;
    category = categories.find((c) => c.id === parentId);
  }
  return undefined;
}

/**
 * The code a rule gives now for a category (its CATEGORY segment; left empty without one), and the serial it takes.
 * @param {import('../memory/store.js').Collections} collections @param {Record<string, any>} rule
 * @param {Record<string, any> | undefined} category @param {Date} now
 */
export function codeFor(collections, rule, category, now) {
  const segments = [...(rule.segments ?? [])].sort((a, b) => a.sort - b.sort);
  const serialAt = segments.findIndex((segment) => segment.type === 'SERIAL');
  /** @param {any} segment */
  const text = (segment) => {
    if (segment.type === 'CATEGORY') return category?.code ?? '';
    if (segment.type === 'DATE') return dateSegment(segment.dateFormat ?? 'yyyyMMdd', now);
    return segment.value ?? '';
  };
  const prefix = segments
    .slice(0, serialAt < 0 ? segments.length : serialAt)
    .map(text)
    .join('');
  const suffix =
    serialAt < 0
      ? ''
      : segments
          .slice(serialAt + 1)
          .map(text)
          .join('');
  let serial;
  let code = prefix + suffix;
  if (serialAt >= 0) {
    const { length = 4, serialStart = 1, serialStep = 1 } = segments[serialAt];
    const inUse = (collections.materials ?? [])
      .map((material) => String(material.code ?? ''))
      .filter((value) => value.startsWith(prefix) && value.endsWith(suffix))
      .map((value) => value.slice(prefix.length, value.length - suffix.length))
      .filter((digits) => /^\d+$/.test(digits))
      .map(Number);
    serial = inUse.length > 0 ? Math.max(...inUse) + (serialStep ?? 1) : (serialStart ?? 1);
    code = `${prefix}${String(serial).padStart(length ?? 4, '0')}${suffix}`;
  }
  if (rule.padding && code.length < rule.maxLength) {
    const pad = (rule.padChar ?? '0').repeat(rule.maxLength - code.length);
    code = rule.padSide === 'RIGHT' ? code + pad : pad + code;
  }
  return { code, serial, serialSegment: segments[serialAt] };
}

/**
 * The next code a category's rule gives, and the rule's new serialCurrent; undefined without a rule.
 * @param {import('../memory/store.js').Collections} collections @param {string} categoryId @param {Date} now
 */
export function nextMaterialCode(collections, categoryId, now) {
  const found = ruleFor(collections, categoryId);
  if (!found) return undefined;
  return { ...codeFor(collections, found.rule, found.category, now), rule: found.rule };
}
