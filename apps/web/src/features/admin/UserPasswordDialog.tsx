import type { Schema } from '@backoffice/sdk';
import { FormModal } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { FIELD_RULES } from '../../lib/contract-rules';

type Values = { password: string };

/** 重置密码 of a user (screens.md §9): a new password within the contract's length, sent once it is valid. */
export function UserPasswordDialog({ user, onClose }: { user: Schema<'User'>; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { save, saving } = useSaveDialog(
    form,
    ({ password }) => api.PUT('/api/admin/user/resetPassword', { body: { id: user.id, password } }),
    '重置成功',
    onClose,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`重置密码：${user.nickname}`}
      okText="重置"
      onOk={save}
      confirmLoading={saving}
    >
      <Form<Values> form={form} name="reset-password" layout="vertical">
        <Form.Item
          name="password"
          label="新密码"
          rules={[{ required: true, message: '请输入新密码' }, ...FIELD_RULES.password]}
        >
          <Input.Password placeholder="6 到 20 个字符" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
