import type { Schema } from '@backoffice/sdk';
import { ProjectRoleSchema } from '@backoffice/sdk/schemas';
import type { PermissionColumn } from '@backoffice/ui-kit';
import { DictTag } from '../../lib/dict';

export type Member = Schema<'ProjectMember'>;

/** The columns of a project's members (项目团队管理 and the 团队 tab of 项目详情, screens.md §5): who, and their role. */
export const MEMBER_COLUMNS: readonly PermissionColumn<Member>[] = [
  { key: 'name', title: '成员', dataIndex: 'name', width: 90 },
  { key: 'username', title: '工号', dataIndex: 'username', width: 100 },
  { key: 'deptName', title: '部门', dataIndex: 'deptName', minWidth: 90 },
  {
    key: 'role',
    title: '项目角色',
    width: 110,
    render: (_, m) => <DictTag dict={ProjectRoleSchema} value={m.role} />,
  },
  { key: 'phone', title: '手机', dataIndex: 'phone', width: 120 },
  { key: 'joinDate', title: '加入日期', dataIndex: 'joinDate', width: 104 },
  { key: 'leaveDate', title: '离开日期', dataIndex: 'leaveDate', width: 104 },
  { key: 'remark', title: '备注', dataIndex: 'remark', minWidth: 100 },
];
