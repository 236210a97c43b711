import type { Schema } from '@backoffice/sdk';
import { useUnsavedInput } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useState } from 'react';
import { api } from '../../lib/api';
import { ContactFields, withNullContacts } from '../../lib/contact-fields';
import { saveSession } from '../../lib/session';
import { useGlobalStore } from '../../stores/global-store';

type UserInfo = Schema<'UserInfo'>;
type ProfileUpdate = Schema<'ProfileUpdate'>;

export function ProfileForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const [form] = Form.useForm<ProfileUpdate>();
  // leaving the page, a reload or a closed tab asks before what was typed here since the last save is lost
  const { markSaved } = useUnsavedInput(form);
  const [saving, setSaving] = useState(false);
  const setUserInfo = useGlobalStore((state) => state.setUserInfo);

  async function save(values: ProfileUpdate) {
    setSaving(true);
    try {
      const saved = await api.PUT('/api/auth/profile', {
        body: withNullContacts(values),
      });
      const token = localStorage.getItem('Authorization');
      if (token) saveSession(token, saved);
      markSaved();
      setUserInfo(saved);
      onSaved(saved);
    } catch {
      // the sdk showed why; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<ProfileUpdate>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        nickname: user.nickname,
        phone: user.phone ?? '',
        email: user.email ?? '',
        gender: user.gender,
      }}
      onFinish={save}
    >
      <Form.Item
        name="nickname"
        label="用户昵称"
        rules={[{ required: true, whitespace: true, message: '请输入用户昵称' }, { max: 30 }]}
      >
        <Input />
      </Form.Item>
      <ContactFields />
      <Form.Item name="gender" label="性别">
        <Radio.Group
          options={[
            { value: 'MALE', label: '男' },
            { value: 'FEMALE', label: '女' },
            { value: 'UNKNOWN', label: '未知' },
          ]}
        />
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
