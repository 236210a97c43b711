import type { Schema } from '@backoffice/sdk';
import {
  FormModal,
  type SideQuery,
  SideQueryAlert,
  sideQueriesReady,
  sideRows,
  treeSelectOptions,
} from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import TreeSelect from 'antd/es/tree-select';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { ContactFields, withNullContacts } from '../../lib/contact-fields';
import { FIELD_RULES } from '../../lib/contract-rules';

type User = Schema<'User'>;
type UserInput = Schema<'UserInput'>;

/** 新增 / 修改 a user (screens.md §9), validating login name, phone and e-mail as the contract does. */
export function UserForm({
  departments,
  editing,
  deptId,
  onClose,
  onSaved,
}: {
  /** The department tree of 归属部门 (a side query: the form waits for it). */
  departments: SideQuery<readonly Schema<'Department'>[]>;
  editing?: User;
  deptId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<UserInput>();

  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/admin/user/save', {
        body: { ...withNullContacts(values), ...(editing ? { id: editing.id } : {}) },
      }),
    editing ? '修改成功' : '新增成功',
    onSaved,
  );

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改用户：${editing.nickname}` : '新增用户'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: !sideQueriesReady([departments]) }}
    >
      <SideQueryAlert queries={[departments]} />
      <Form<UserInput>
        form={form}
        name="user"
        layout="vertical"
        initialValues={editing ? { ...editing } : { deptId, gender: 'UNKNOWN', status: 'ENABLED' }}
      >
        <Form.Item
          name="username"
          label="用户名称"
          rules={[{ required: true, message: '请输入用户名称' }, ...FIELD_RULES.username]}
        >
          <Input disabled={Boolean(editing)} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="nickname"
          label="用户昵称"
          rules={[{ required: true, whitespace: true, message: '请输入用户昵称' }, ...FIELD_RULES.nickname]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="deptId" label="归属部门" rules={[{ required: true, message: '请选择归属部门' }]}>
          <TreeSelect
            treeData={treeSelectOptions(sideRows(departments), (d) => d.name)}
            loading={departments.status === 'loading'}
            treeDefaultExpandAll
          />
        </Form.Item>
        <ContactFields />
        {!editing && (
          <Form.Item
            name="password"
            label="初始密码"
            rules={[{ required: true, message: '请输入初始密码' }, ...FIELD_RULES.password]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="gender" label="性别">
          <Radio.Group
            options={[
              { value: 'MALE', label: '男' },
              { value: 'FEMALE', label: '女' },
              { value: 'UNKNOWN', label: '未知' },
            ]}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
