import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { FormModal, SideQueryAlert, sideQueriesReady, useSideQuery } from '@backoffice/ui-kit';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';

type User = Schema<'User'>;
type Values = { roleIds: string[] };

/** 分配角色 (screens.md §9): tick the roles a user holds; a disabled role can be kept but not newly given. */
export function UserRolesDialog({
  user,
  onClose,
  onSaved,
}: {
  user: User;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const roles = useSideQuery('角色', apiQueryOptions(api, 'get', '/api/admin/role/getAll', {}));
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.PUT('/api/admin/user/roles', { body: { userId: user.id, roleIds: values.roleIds ?? [] } }),
    '分配成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`分配角色：${user.nickname}`}
      okText="保存"
      onOk={save}
      okButtonProps={{ disabled: !sideQueriesReady([roles]) }}
      confirmLoading={saving}
    >
      <SideQueryAlert queries={[roles]} />
      {roles.data ? (
        <Form<Values>
          form={form}
          name="user-roles"
          layout="vertical"
          initialValues={{ roleIds: user.roleIds }}
        >
          <Form.Item name="roleIds" label="角色">
            <Checkbox.Group
              options={[...roles.data]
                .sort((a, b) => a.sort - b.sort)
                .map((role) => ({
                  value: role.id,
                  label: role.status === 'ENABLED' ? role.roleName : `${role.roleName}（已停用）`,
                  disabled: role.status !== 'ENABLED' && !user.roleIds.includes(role.id),
                }))}
            />
          </Form.Item>
        </Form>
      ) : (
        roles.status === 'loading' && <Skeleton active />
      )}
    </FormModal>
  );
}
