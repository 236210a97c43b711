// @ts-check
// 流程定义 in memory mode (screens.md §4: 流程列表, 流程配置).
// Rules written down where the spec is silent, as a workflow engine keeps a model apart from its deployed versions
// (Flowable, yudao BPM):
//   - one definition per key: 流程列表 shows it, 流程配置 saves it; a new one is a 草稿 at version 1, and its key is
//     no other definition's (流程标识重复 otherwise);
//   - 发布 makes the saved configuration the definition's next version (1 the first time, else the last + 1) and
//     enables it; its 历史版本 keeps a copy of each published version, the earlier ones 停用;
//   - new applications follow the configuration last published: saving a published definition keeps what was
//     published for them until it is published again;
//   - a definition without nodes is not published (流程至少需要一个审批节点);
//   - 复制 gives a new 草稿 with the same form and nodes, 「…（副本）」, under the key <key>_copy (then _copy2 …).
import { formatTime, MockError, newId } from '../memory/kinds.js';
import { byId, collection, DUPLICATE_KEY, NO_NODES, refuse } from './workflow-model.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 */

/** The fields 流程配置 saves (ProcessDefinitionInput). */
const SAVED = ['key', 'name', 'category', 'description', 'formFields', 'nodes'];

/** @param {Doc} definition */
const published = (definition) => definition.status !== 'DRAFT' || Boolean(definition.publishedTime);

/** @param {MockContext} context @param {unknown} id */
function findDefinition(context, id) {
  const definition = byId(collection(context, 'processDefinitions'), id);
  if (!definition) throw new MockError(404, '流程定义不存在或已被删除');
  return definition;
}

/** @param {MockContext} context @param {string} base */
function freeKey(context, base) {
  const taken = new Set(collection(context, 'processDefinitions').map((definition) => definition.key));
  for (let copy = 1; ; copy += 1) {
    const key = `${base}_copy${copy === 1 ? '' : copy}`;
    if (!taken.has(key)) return key;
  }
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const definitionBehaviours = {
  /** 保存: a new 草稿, or the saved configuration of a definition. */
  'workflow.saveDefinition': (context) => {
    const input = context.body ?? {};
    const definitions = collection(context, 'processDefinitions');
    const existing = input.id ? findDefinition(context, input.id) : undefined;
    if (definitions.some((other) => other !== existing && other.key === input.key))
      throw refuse(context, DUPLICATE_KEY, `流程标识 ${input.key} 已存在`);
    const values = Object.fromEntries(
      SAVED.filter((field) => input[field] !== undefined).map((field) => [
        field,
        structuredClone(input[field]),
      ]),
    );
    if (existing) {
      if (published(existing) && !existing.publishedNodes) {
        existing.publishedNodes = structuredClone(existing.nodes ?? []);
        existing.publishedFormFields = structuredClone(existing.formFields ?? []);
      }
      return { data: Object.assign(existing, values) };
    }
    const definition = {
      description: null,
      initiatorScope: '全员',
      ...values,
      id: newId(),
      version: 1,
      status: 'DRAFT',
      publishedTime: null,
    };
    definitions.unshift(definition);
    return { data: definition };
  },
  /** 发布: the saved configuration becomes the next version, enabled, and joins the version history. */
  'workflow.publishDefinition': (context) => {
    const definition = findDefinition(context, context.query.id);
    if (!(definition.nodes ?? []).length) throw refuse(context, NO_NODES);
    const versions = collection(context, 'processDefinitionVersions');
    const earlier = versions.filter((version) => version.key === definition.key);
    const last = Math.max(published(definition) ? definition.version : 0, ...earlier.map((v) => v.version));
    for (const version of earlier) version.status = 'DISABLED';
    Object.assign(definition, {
      version: last + 1,
      status: 'ENABLED',
      publishedTime: formatTime(context.now),
      publishedNodes: structuredClone(definition.nodes),
      publishedFormFields: structuredClone(definition.formFields ?? []),
    });
    const { publishedNodes, publishedFormFields, ...snapshot } = definition;
    versions.unshift({ ...structuredClone(snapshot), id: newId() });
    return { data: definition };
  },
  /** 复制: a new 草稿 with the same form and nodes under a key of its own. */
  'workflow.copyDefinition': (context) => {
    const source = findDefinition(context, context.query.id);
    const copy = {
      ...structuredClone(Object.fromEntries(SAVED.map((field) => [field, source[field]]))),
      initiatorScope: source.initiatorScope ?? '全员',
      id: newId(),
      key: freeKey(context, source.key),
      name: `${source.name}（副本）`,
      version: 1,
      status: 'DRAFT',
      publishedTime: null,
    };
    collection(context, 'processDefinitions').unshift(copy);
    return { data: copy };
  },
};
