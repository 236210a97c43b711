import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { RoleInputSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, SideQueryAlert, sideQueriesReady, useSideQuery } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { FIELD_RULES } from '../../lib/contract-rules';
import { numberField } from '../../lib/field-bounds';
import { StatusRadioGroup } from '../../lib/status';
import { toTreeData } from '../../lib/tree-data';
import { PermissionTreeField } from './PermissionTreeField';
import { linkedCheckedKeys, type Role, rolePermissionIds } from './role-rules';

/** 排序 from the contract's Sort: a whole number from 0 to 9999, said at the field. */
const SORT = numberField(RoleInputSchema.properties.sort, '显示顺序', { required: true });

type Values = Omit<Schema<'RoleInput'>, 'permissionIds' | 'menuLinkage'> & { checked: string[] };

/** 新增 / 修改 a role with its menus and operation codes (screens.md §9). */
export function RoleForm({
  editing,
  onClose,
  onSaved,
}: {
  editing?: Role;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const tree = useSideQuery(
    '菜单权限',
    apiQueryOptions(api, 'get', '/api/admin/role/permissionTree', {
      params: { query: editing ? { roleId: editing.id } : {} },
    }),
  );
  const permissions = tree.data?.permissions ?? [];
  const [linked, setLinked] = useState(editing?.menuLinkage ?? true);

  const { save, saving } = useSaveDialog(
    form,
    async ({ checked, ...values }) => {
      const permissionIds = rolePermissionIds(permissions, checked ?? [], linked);
      const body = { ...values, remark: values.remark || null, menuLinkage: linked, permissionIds };
      await api.POST('/api/admin/role/save', { body: editing ? { ...body, id: editing.id } : body });
    },
    editing ? '修改成功' : '新增成功',
    onSaved,
  );

  const initialValues = (): Partial<Values> => {
    const base = editing
      ? {
          roleName: editing.roleName,
          roleKey: editing.roleKey,
          sort: editing.sort,
          status: editing.status,
          remark: editing.remark,
        }
      : { sort: 1, status: 'ENABLED' as const };
    const held = editing ? (tree.data?.checkedIds ?? []) : []; // a new role holds nothing yet
    return { ...base, checked: linked ? linkedCheckedKeys(permissions, held) : held };
  };

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改角色：${editing.roleName}` : '新增角色'}
      okText="保存"
      onOk={save}
      okButtonProps={{ disabled: !sideQueriesReady([tree]) }}
      confirmLoading={saving}
      width={640}
    >
      <SideQueryAlert queries={[tree]} />
      {tree.status === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
      {/* Mounted once the tree is in, so its initial ticks are the role's. */}
      {tree.data && (
        <Form<Values> form={form} name="role" layout="vertical" initialValues={initialValues()}>
          <Form.Item
            name="roleName"
            label="角色名称"
            rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, ...FIELD_RULES.roleName]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="roleKey"
            label="权限字符"
            rules={[{ required: true, message: '请输入权限字符' }, ...FIELD_RULES.roleKey]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="sort" label="显示顺序" rules={SORT.rules}>
            <NumberInput {...SORT.input} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <StatusRadioGroup />
          </Form.Item>
          <Form.Item name="checked" label="菜单权限">
            <PermissionTreeField
              treeData={toTreeData(permissions, (p) => p.name)}
              linked={linked}
              onLinkedChange={setLinked}
            />
          </Form.Item>
          <Form.Item name="remark" label="备注" rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
