import type { Schema } from '@backoffice/sdk';
import { ProjectRoleSchema } from '@backoffice/sdk/schemas';
import { FormModal } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { DateInput } from '../../lib/date-fields';
import { DictSelect } from '../../lib/dict';
import type { User } from '../../lib/pickers';

type Role = Schema<'ProjectRole'>;
type Member = Schema<'ProjectMember'>;

/** 添加成员, second step: the role (and join date) of the users picked. */
export function AddMembersDialog({
  projectId,
  users,
  onClose,
  onSaved,
}: {
  projectId: string;
  users: User[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ role: Role; joinDate?: string }>();
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/project/member/add', {
        body: {
          projectId,
          userIds: users.map((u) => u.id),
          role: values.role,
          ...(values.joinDate ? { joinDate: values.joinDate } : {}),
        },
      }),
    '添加成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="添加成员"
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <p>成员：{users.map((u) => `${u.nickname}（${u.deptName}）`).join('、')}</p>
      <Form form={form} name="add-members" layout="vertical" initialValues={{ role: 'MEMBER' }}>
        <Form.Item name="role" label="项目角色" rules={[{ required: true, message: '请选择项目角色' }]}>
          <DictSelect dict={ProjectRoleSchema} allowClear={false} />
        </Form.Item>
        <Form.Item name="joinDate" label="加入日期">
          <DateInput />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** 修改角色 of one member. */
export function MemberRoleDialog({
  member,
  onClose,
  onSaved,
}: {
  member: Member;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ role: Role }>();
  const { save, saving } = useSaveDialog(
    form,
    (values) => api.PUT('/api/project/member/role', { body: { id: member.id, role: values.role } }),
    '修改成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`修改角色：${member.name}`}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <Form form={form} name="member-role" layout="vertical" initialValues={{ role: member.role }}>
        <Form.Item name="role" label="项目角色" rules={[{ required: true, message: '请选择项目角色' }]}>
          <DictSelect dict={ProjectRoleSchema} allowClear={false} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
