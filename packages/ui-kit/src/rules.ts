/**
 * `@backoffice/ui-kit/rules`: the spec's UI rules as pure functions — no React, no antd. Components render them.
 */

export { filterRows } from './rules/client-filter';
export { type AuthMode, isColumnVisible } from './rules/column-visibility';
export { counterText, shouldShowCounter } from './rules/counter';
export {
  controlFor,
  type DynamicControl,
  type DynamicFieldDefinition,
  selectOptions,
} from './rules/dynamic-field';
export {
  buildExtensionQueries,
  type ExtensionField,
  type ExtensionQuery,
  extensionValue,
  visibleExtensionFields,
} from './rules/extension';
export { type FileInfo, formatFileName, isImageFile } from './rules/files';
export { newId } from './rules/id';
export { isKeyColumnTitle, KEY_COLUMN_TITLE } from './rules/key-column';
export {
  clampListPage,
  DEFAULT_PAGE_SIZE,
  filledFilters,
  initialListParams,
  LIST_SEARCH_KEYS,
  type ListParams,
  listAfterDelete,
  listParamsFromSearch,
  listParamsToSearch,
  pageList,
  resetList,
  searchList,
  setListFilter,
} from './rules/list-params';
export { indexNumber, pageAfterDelete } from './rules/paging';
export { isServerListMeta, SERVER_LIST_META } from './rules/server-list-meta';
export { buildTree, type TreeItem, type TreeNode, treeIds } from './rules/tree';
