export { CounterInput, CounterTextArea } from './counter-input/counter-input';
export {
  askToDiscard,
  DISCARD_CONFIRM,
  DiscardScope,
  DiscardScopeContext,
  type UnsavedInputOptions,
  useDiscardGuard,
  useUnsavedInput,
} from './discard/discard-guard';
export {
  FormCancelButton,
  FormDrawer,
  type FormDrawerProps,
  FormModal,
  type FormModalProps,
  type GuardedFormProps,
  useGuardedClose,
} from './discard/form-containers';
export { hasUnsavedInput, registerUnsavedInput, type UnsavedInputCheck } from './discard/unsaved-input';
export { DYNAMIC_NUMBER_MIN, DynamicField } from './dynamic-form/dynamic-field';
export { DynamicForm, type DynamicFormProps } from './dynamic-form/dynamic-form';
export { failureReason, type ListStatus, listStatus } from './list/list-status';
export { useListActions } from './list/use-list-actions';
export { useListDialog } from './list/use-list-dialog';
export { type LocalListOptions, useLocalList, type WholeListQueryOptions } from './list/use-local-list';
export {
  type ExportParams,
  type PageQueryOptions,
  type PageResult,
  type ServerList,
  type ServerListOptions,
  useServerList,
} from './list/use-server-list';
export {
  createNotify,
  NOTIFICATION_CONFIG,
  NotificationBridge,
  SUPPRESS_ACTION_LABEL,
} from './notify/notify';
export { notify } from './notify/notify-target';
export { isNoticeSuppressed, suppressNotices } from './notify/suppression';
export { NumberInput, type NumberInputProps } from './number-input/number-input';
export {
  readTypedNumber,
  strictNumberProblem,
  type TypedNumber,
  typedNumberValue,
} from './number-input/strict-number';
export { LinkButton } from './permission/link-button';
export {
  noPermission,
  PermissionProvider,
  type Permissions,
  useGate,
  usePermissionCodes,
  usePermissions,
} from './permission/permission-context';
export {
  BatchDeleteButton,
  batchDeleteActions,
  ConfirmButton,
  ExportButton,
  type GateProps,
  PermittedButton,
} from './permission/permitted-button';
export { ROW_ACTIONS_SHOWN, type RowAction, RowActions } from './permission/row-actions';
export { StatusSwitch } from './permission/status-switch';
export {
  EMPTY_CELL_TEXT,
  INDEX_COLUMN_KEY,
  INDEX_COLUMN_TITLE,
  type PermissionColumn,
} from './permission-table/columns';
export { FailureState } from './permission-table/failure-state';
export { DEFAULT_COLUMN_WIDTH } from './permission-table/fit-columns';
export { ListStateView } from './permission-table/list-state-view';
export {
  PAGE_SIZE_OPTIONS,
  PermissionTable,
  type PermissionTableProps,
  VIRTUAL_ROW_THRESHOLD,
} from './permission-table/permission-table';
export { type SearchField, SearchForm } from './permission-table/search-form';
export * from './rules';
export {
  knownSort,
  type ListSort,
  type SortOrder,
  sortFromSearch,
  sortList,
  sortToSearch,
} from './rules/list-params';
export { isServerListMeta, SERVER_LIST_META } from './rules/server-list-meta';
export {
  partialListNote,
  type SideQuery,
  SideQueryAlert,
  SideQueryEmpty,
  type SideQueryStatus,
  sideQueriesReady,
  sideQuery,
  sideRows,
  useOwnPaging,
  useSideQuery,
} from './side-query/side-query';
export {
  type TreeSelectOption,
  TreeTable,
  type TreeTableProps,
  treeSelectOptions,
} from './tree-table/tree-table';
