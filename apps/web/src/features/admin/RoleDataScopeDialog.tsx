import { apiQueryOptions } from '@backoffice/sdk/query';
import { DataScopeSchema } from '@backoffice/sdk/schemas';
import { FormModal, SideQueryAlert, sideQueriesReady, useSideQuery } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Tree from 'antd/es/tree';
import type { Key } from 'react';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { DictSelect } from '../../lib/dict';
import { toTreeData } from '../../lib/tree-data';
import type { DataScope, Role } from './role-rules';

type Values = { dataScope: DataScope; deptIds: string[] };

/** 数据权限 of a role: its data scope and, for 自定义, the departments it sees (screens.md §9). */
export function RoleDataScopeDialog({
  role,
  onClose,
  onSaved,
}: {
  role: Role;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const dataScope = Form.useWatch('dataScope', form) ?? role.dataScope;
  const departments = useSideQuery(
    '部门',
    apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }),
  );
  // 自定义 needs the department tree: not saved while it loads or after it failed (the alert says so).
  const sides = dataScope === 'CUSTOM' ? [departments] : [];
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.PUT('/api/admin/role/dataScope', {
        body: {
          id: role.id,
          dataScope: values.dataScope,
          deptIds: values.dataScope === 'CUSTOM' ? (values.deptIds ?? []) : [],
        },
      }),
    '保存成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`数据权限：${role.roleName}`}
      okText="保存"
      onOk={save}
      okButtonProps={{ disabled: !sideQueriesReady(sides) }}
      confirmLoading={saving}
    >
      <SideQueryAlert queries={sides} />
      <Form<Values>
        form={form}
        name="role-data-scope"
        layout="vertical"
        initialValues={{ dataScope: role.dataScope, deptIds: role.deptIds }}
      >
        <Form.Item name="dataScope" label="数据范围" rules={[{ required: true, message: '请选择数据范围' }]}>
          <DictSelect dict={DataScopeSchema} allowClear={false} />
        </Form.Item>
        {dataScope === 'CUSTOM' && departments.status === 'loading' && <Skeleton active />}
        {/* Mounted once the departments are in, so defaultExpandAll sees the whole tree. */}
        {dataScope === 'CUSTOM' && departments.data && (
          <Form.Item
            name="deptIds"
            label="数据权限"
            valuePropName="checkedKeys"
            trigger="onCheck"
            getValueFromEvent={(checked: { checked: Key[] }) => checked.checked.map(String)}
            rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个部门' }]}
          >
            <Tree
              aria-label="部门"
              checkable
              checkStrictly
              selectable={false}
              defaultExpandAll
              treeData={toTreeData(departments.data, (d) => d.name)}
            />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
