// @ts-check
// 编码配置 in memory mode (screens.md §6): the material category tree and the code rules.
// Rules written down where the spec is silent, as a real ERP (RuoYi's tree tables, ktg-mes' code rules) keeps them:
//   - a category's code is its own (another category with it is the contract's refusal, naming that category); a
//     category with materials or child categories is not deleted;
//   - a rule's code is its own; a rule bound to categories is neither deleted nor disabled (unbind it first);
//   - 测试生成 applies the rule as sent (saved or not) as 保存物料 would (material.js), with the category sent (a
//     CATEGORY segment is empty without one), and uses nothing up; a code longer than the rule's maxLength is the
//     contract's refusal.
import { codeFor } from './material-codes.js';
import { byId, notFound, refuse } from './records.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext */

/** @param {MockContext} context */
const categoriesOf = (context) => context.collections.materialCategories ?? [];

/** The categories bound to a rule. @param {MockContext} context @param {unknown} ruleId */
const boundTo = (context, ruleId) =>
  categoriesOf(context).filter((category) => category.codeRuleId === ruleId);

/** @type {Record<string, import('./index.js').Behaviour>} */
export const configBehaviours = {
  /** 保存物料分类: a code of its own. */
  'material.saveCategory': (context, generic) => {
    const { id, code } = context.body;
    const twin = categoriesOf(context).find((category) => category.id !== id && category.code === code);
    if (twin) throw refuse(context, undefined, `分类编码「${code}」已被「${twin.name}」使用`);
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 删除物料分类: none with materials or children. */
  'material.deleteCategories': (context, generic) => {
    for (const id of context.body.ids ?? []) {
      const category = byId(categoriesOf(context), id);
      if (!category) continue;
      const materials = (context.collections.materials ?? []).filter(
        (material) => material.categoryId === id,
      );
      const children = categoriesOf(context).filter((child) => child.parentId === id);
      if (materials.length > 0 || children.length > 0)
        throw refuse(
          context,
          undefined,
          `分类「${category.name}」下还有 ${materials.length > 0 ? `${materials.length} 个物料` : `${children.length} 个下级分类`}，不允许删除`,
        );
    }
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 保存编码规则: a code of its own. */
  'material.saveCodeRule': (context, generic) => {
    const { id, code } = context.body;
    if ((context.collections.codeRules ?? []).some((rule) => rule.id !== id && rule.code === code))
      throw refuse(context, undefined, `规则编码「${code}」已存在`);
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 删除编码规则: none bound to a category. */
  'material.deleteCodeRules': (context, generic) => {
    for (const id of context.body.ids ?? []) {
      const rule = byId(context.collections.codeRules, id);
      const bound = boundTo(context, id);
      if (rule && bound.length > 0)
        throw refuse(context, undefined, `编码规则「${rule.name}」已绑定 ${bound.length} 个分类，不允许删除`);
    }
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 启用/停用编码规则: a bound rule stays enabled. */
  'material.changeCodeRuleStatus': (context, generic) => {
    const rule = byId(context.collections.codeRules, context.body.id);
    if (!rule) throw notFound('编码规则');
    if (context.body.status === 'DISABLED' && boundTo(context, rule.id).length > 0)
      throw refuse(context, undefined, `编码规则「${rule.name}」已绑定分类，先解除绑定再停用`);
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 测试生成: the code the rule as edited gives now for the category. */
  'material.testCodeRule': (context) => {
    const { rule, categoryId } = context.body;
    const category = categoryId ? byId(categoriesOf(context), categoryId) : undefined;
    if (categoryId && !category) throw notFound('物料分类');
    const { code } = codeFor(context.collections, rule, category, context.now);
    if (code.length > rule.maxLength)
      throw refuse(
        context,
        undefined,
        `按规则生成的编码「${code}」有 ${code.length} 位，超过最大长度 ${rule.maxLength}`,
      );
    return { data: { code, ruleName: rule.name } };
  },
};
