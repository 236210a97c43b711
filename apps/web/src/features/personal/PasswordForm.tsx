import type { Schema } from '@backoffice/sdk';
import { useUnsavedInput } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { api } from '../../lib/api';
import { FIELD_RULES } from '../../lib/contract-rules';

type PasswordValues = Schema<'PasswordChange'> & { confirmPassword: string };

/** The contract's password length. */

export function PasswordForm({ onSaved }: { onSaved: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  // leaving the page, a reload or a closed tab asks before what was typed is lost (a save empties the form)
  useUnsavedInput(form);
  const [saving, setSaving] = useState(false);

  async function save({ oldPassword, newPassword }: PasswordValues) {
    setSaving(true);
    try {
      await api.PUT('/api/auth/password', { body: { oldPassword, newPassword } });
      form.resetFields();
      onSaved();
    } catch {
      // the sdk showed why (旧密码错误); the form keeps what was typed
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<PasswordValues> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={save}>
      <Form.Item name="oldPassword" label="旧密码" rules={[{ required: true, message: '请输入旧密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        rules={[{ required: true, message: '请输入新密码' }, ...FIELD_RULES.newPassword]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button onClick={() => form.resetFields()}>重置</Button>
      </Space>
    </Form>
  );
}
