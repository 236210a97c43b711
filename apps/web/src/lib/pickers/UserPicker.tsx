import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  ListStateView,
  listStatus,
  type PermissionColumn,
  PermissionTable,
  useServerList,
} from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Col from 'antd/es/col';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Tree from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { api } from '../api';
import { toTreeData } from '../tree-data';
import { pickedAfterChange } from './material-picker-rules';

/** A user of the contract (用户管理). */
export type User = Schema<'User'>;

/** Props of {@link UserPicker}. */
export interface UserPickerProps {
  /** Dialog title; default 选择人员. */
  title?: string;
  /** Users who cannot be picked (already on the team), shown ticked and disabled. */
  excludeIds?: readonly string[];
  /** Called with the ticked users (at least one) when the user confirms. */
  onPick: (users: User[]) => void;
  onCancel: () => void;
}

const NONE: readonly string[] = [];
const ENABLED_ONLY = { status: 'ENABLED' };

/**
 * 选择人员: the department tree on the left filters the enabled users on the right (name search too); several can
 * be ticked across departments and pages. Returns the whole User records. Mount it when it opens.
 */
export function UserPicker({ title = '选择人员', excludeIds = NONE, onPick, onCancel }: UserPickerProps) {
  const [picked, setPicked] = useState<User[]>([]);
  const departments = useQuery(apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }));
  const list = useServerList<User>({
    permanentFilters: ENABLED_ONLY,
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/admin/user/getPage', { body: { pageNum, pageSize, ...filters } }),
  });
  const columns = useMemo<PermissionColumn<User>[]>(
    () => [
      { key: 'nickname', title: '姓名', dataIndex: 'nickname', width: 90 },
      { key: 'username', title: '工号', dataIndex: 'username', width: 100 },
      { key: 'deptName', title: '部门', dataIndex: 'deptName', minWidth: 100 },
      { key: 'phone', title: '手机', dataIndex: 'phone', width: 120 },
    ],
    [],
  );
  const excluded = new Set(excludeIds);
  const deptId = typeof list.filters.deptId === 'string' ? list.filters.deptId : undefined;
  const treeStatus = listStatus({
    isPending: departments.isPending,
    isError: departments.isError,
    hasData: departments.data !== undefined,
    isEmpty: departments.data?.length === 0,
  });
  return (
    <Modal
      open
      title={title}
      width={960}
      okText={picked.length > 0 ? `确定（${picked.length}）` : '确定'}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => onPick(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Row gutter={16} wrap={false}>
        <Col flex="200px" style={{ maxHeight: 520, overflow: 'auto' }}>
          {departments.data ? (
            <Tree
              aria-label="部门"
              defaultExpandAll
              blockNode
              selectedKeys={deptId ? [deptId] : []}
              treeData={toTreeData(departments.data, (d) => d.name)}
              onSelect={([key]) => list.setFilter('deptId', key === undefined ? undefined : String(key))}
            />
          ) : (
            <ListStateView
              status={treeStatus}
              error={departments.error}
              onRetry={() => void departments.refetch()}
              position="body"
            />
          )}
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <PermissionTable<User>
            tableId="picker-user"
            rowKey="id"
            columns={columns}
            {...list.tableProps}
            searchFields={[{ name: 'username', label: '用户名称' }]}
            tableProps={{
              rowSelection: {
                preserveSelectedRowKeys: true,
                selectedRowKeys: [...picked.map((u) => u.id), ...excludeIds],
                getCheckboxProps: (u) => ({
                  disabled: excluded.has(u.id),
                  'aria-label': `选择${u.nickname}`,
                }),
                onChange: (keys) =>
                  setPicked((current) =>
                    pickedAfterChange(
                      current,
                      list.rows,
                      keys.map(String).filter((key) => !excluded.has(key)),
                    ),
                  ),
              },
            }}
          />
          {picked.length > 0 && <div>已选择：{picked.map((u) => u.nickname).join('、')}</div>}
        </Col>
      </Row>
    </Modal>
  );
}
