export { CounterInput, CounterTextArea } from './counter-input/counter-input';
export { DYNAMIC_NUMBER_MIN, DynamicField } from './dynamic-form/dynamic-field';
export { DynamicForm, type DynamicFormProps } from './dynamic-form/dynamic-form';
export {
  createNotify,
  NOTIFICATION_CONFIG,
  NotificationBridge,
  notify,
  SUPPRESS_ACTION_LABEL,
} from './notify/notify';
export { isNoticeSuppressed, suppressNotices } from './notify/suppression';
export { PermissionProvider, usePermissionCodes } from './permission/permission-context';
export { INDEX_COLUMN_KEY, INDEX_COLUMN_TITLE, type PermissionColumn } from './permission-table/columns';
export {
  PAGE_SIZE_OPTIONS,
  PermissionTable,
  type PermissionTableProps,
  VIRTUAL_ROW_THRESHOLD,
} from './permission-table/permission-table';
export type { SearchField } from './permission-table/search-form';
export { type TableQueryParams, useTableQuery, useTableState } from './permission-table/use-table-query';
export * from './rules';
export {
  type TreeSelectOption,
  TreeTable,
  type TreeTableProps,
  treeSelectOptions,
} from './tree-table/tree-table';
