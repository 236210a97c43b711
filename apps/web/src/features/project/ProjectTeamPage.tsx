import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProjectMemberFiltersSchema, ProjectRoleSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { exportRequest, type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import { deptSearchField } from '../../lib/pickers/tree-search-fields';
import type { User } from '../../lib/pickers/UserPicker';
import { useUrlListParams } from '../../lib/url-list-params';
import { MEMBER_COLUMNS, type Member } from './member-columns';
import { ProjectBar } from './ProjectBar';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const UserPicker = lazyExport('user-picker', () => import('../../lib/pickers/UserPicker'), 'UserPicker');
const AddMembersDialog = lazyExport(
  'project-members-add',
  () => import('./MembersDialogs'),
  'AddMembersDialog',
);
const MemberRoleDialog = lazyExport(
  'project-member-role',
  () => import('./MembersDialogs'),
  'MemberRoleDialog',
);

type Filters = ListFilters<'post', '/api/project/member/getPage'>;
type SortField = ListSortField<'post', '/api/project/member/getPage'>;

type Dialog =
  | { kind: 'pick' }
  | { kind: 'add'; users: User[] }
  | { kind: 'role'; member: Member }
  | undefined;

const CODES = operationCodes({
  add: 'project:member:add',
  edit: 'project:member:edit',
  remove: 'project:member:remove',
  export: 'project:member:export',
});
const SEARCH_FIELDS = [
  { name: 'name', label: '姓名' },
  dictSearchField('role', '项目角色', ProjectRoleSchema),
  deptSearchField('deptId', '部门'),
];

/** The members of one project. */
function MemberList({ projectId }: { projectId: string }) {
  const list = useServerList<Member, Filters, SortField>({
    ...useUrlListParams(),
    permanentFilters: { projectId },
    sortFields: ProjectMemberFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/project/member/getPage', {
        body: { ...pageRequest(params), ...params.filters, projectId },
      }),
    remove: (ids) => api.DELETE('/api/project/member/delete', { body: { ids } }),
    exportFile: (applied) =>
      api.download('post', '/api/project/member/export', { body: { ...exportRequest(applied), projectId } }),
  });
  useWarmChunks(list.status !== 'loading', [UserPicker, AddMembersDialog, MemberRoleDialog]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, rows } = list;
  const columns = useMemo<PermissionColumn<Member>[]>(
    () => [
      ...MEMBER_COLUMNS,
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 130,
        render: (_, m) => (
          <RowActions
            actions={[
              {
                key: 'role',
                label: '修改角色',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'role', member: m }),
              },
              {
                key: 'remove',
                label: '移出',
                danger: true,
                code: CODES.remove,
                confirm: `确认把「${m.name}」移出项目？`,
                confirmDescription: '移出后他不再能看到本项目的单据，也不再参与项目审批。',
                onClick: () => remove([m.id]),
              },
            ]}
          />
        ),
      },
    ],
    [remove],
  );
  return (
    <>
      <PermissionTable<Member>
        tableId="project-team"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={SEARCH_FIELDS}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'pick' })}>
              添加成员
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {dialog?.kind === 'pick' && (
        <UserPicker
          title="添加成员"
          excludeIds={rows.map((m) => m.userId)}
          onPick={(users) => openDialog({ kind: 'add', users })}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'add' && (
        <AddMembersDialog
          projectId={projectId}
          users={dialog.users}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'role' && (
        <MemberRoleDialog member={dialog.member} onClose={close} onSaved={closeAndRefresh} />
      )}
    </>
  );
}

/** /project/execution/team 项目团队管理 (screens.md §5): the chosen project's members and their roles. */
export default function ProjectTeamPage() {
  return <ProjectBar>{(projectId) => <MemberList key={projectId} projectId={projectId} />}</ProjectBar>;
}
