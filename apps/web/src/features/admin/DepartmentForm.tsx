import type { Schema } from '@backoffice/sdk';
import { DepartmentInputSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, treeSelectOptions } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import TreeSelect from 'antd/es/tree-select';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { ContactFields, withNullContacts } from '../../lib/contact-fields';
import { FIELD_RULES } from '../../lib/contract-rules';
import { numberField } from '../../lib/field-bounds';
import { StatusRadioGroup } from '../../lib/status';
import { ROOT_PARENT_ID } from './menu-rules';

/** 排序 from the contract's Sort: a whole number from 0 to 9999, said at the field. */
const SORT = numberField(DepartmentInputSchema.properties.sort, '显示排序', { required: true });

type Department = Schema<'Department'>;
type DepartmentInput = Schema<'DepartmentInput'>;

/** 新增 / 修改 a department (screens.md §9). */
export function DepartmentForm({
  departments,
  editing,
  parentId,
  onClose,
  onSaved,
}: {
  departments: readonly Department[];
  editing?: Department;
  parentId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<DepartmentInput>();
  // A department cannot move under itself or its own children.
  const parents = treeSelectOptions(
    departments.filter((d) => d.id !== editing?.id),
    (d) => d.name,
  );

  const { save, saving } = useSaveDialog(
    form,
    async (values) => {
      const body = withNullContacts({ ...values, leader: values.leader || null });
      if (editing) await api.PUT('/api/admin/dept/update', { body: { ...body, id: editing.id } });
      else await api.POST('/api/admin/dept/save', { body });
    },
    editing ? '修改成功' : '新增成功',
    onSaved,
  );

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改部门：${editing.name}` : '新增部门'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <Form<DepartmentInput>
        form={form}
        name="department"
        layout="vertical"
        initialValues={editing ?? { parentId: parentId ?? ROOT_PARENT_ID, sort: 1, status: 'ENABLED' }}
      >
        <Form.Item name="parentId" label="上级部门" rules={[{ required: true, message: '请选择上级部门' }]}>
          <TreeSelect
            treeData={[{ value: ROOT_PARENT_ID, title: '无（顶级）', children: parents }]}
            treeDefaultExpandAll
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="部门名称"
          rules={[
            { required: true, whitespace: true, message: '请输入部门名称' },
            ...FIELD_RULES.departmentName,
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sort" label="显示排序" rules={SORT.rules}>
          <NumberInput {...SORT.input} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="leader" label="负责人" rules={FIELD_RULES.leader}>
          <Input />
        </Form.Item>
        <ContactFields phoneLabel="联系电话" />
        <Form.Item name="status" label="部门状态">
          <StatusRadioGroup />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
