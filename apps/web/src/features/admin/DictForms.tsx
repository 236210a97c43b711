import type { Schema } from '@backoffice/sdk';
import { DictDataInputSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { FIELD_RULES } from '../../lib/contract-rules';
import { TAG_COLORS } from '../../lib/dict';
import { numberField } from '../../lib/field-bounds';
import { StatusRadioGroup } from '../../lib/status';

/** 排序 from the contract's Sort: a whole number from 0 to 9999, said at the field. */
const SORT = numberField(DictDataInputSchema.properties.sort, '排序', { required: true });

export function DictTypeForm({
  editing,
  onClose,
  onSaved,
}: {
  editing?: Schema<'DictType'>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Schema<'DictTypeInput'>>();
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/admin/dict/type/save', { body: { ...values, ...(editing ? { id: editing.id } : {}) } }),
    '保存成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改字典：${editing.name}` : '新增字典'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <Form form={form} name="dict-type" layout="vertical" initialValues={editing ?? { status: 'ENABLED' }}>
        <Form.Item
          name="name"
          label="字典名称"
          rules={[{ required: true, whitespace: true, message: '请输入字典名称' }, ...FIELD_RULES.dictName]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="type"
          label="字典类型"
          rules={[{ required: true, message: '请输入字典类型' }, ...FIELD_RULES.dictType]}
        >
          <Input disabled={Boolean(editing)} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <StatusRadioGroup />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

export function DictDataForm({
  dictType,
  editing,
  onClose,
  onSaved,
}: {
  dictType: string;
  editing?: Schema<'DictData'>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Schema<'DictDataInput'>>();
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/admin/dict/data/save', {
        body: { ...values, dictType, ...(editing ? { id: editing.id } : {}) },
      }),
    '保存成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改字典数据：${editing.label}` : '新增字典数据'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <Form
        form={form}
        name="dict-data"
        layout="vertical"
        initialValues={
          editing ?? { dictType, sort: 1, tagColor: 'default', isDefault: false, status: 'ENABLED' }
        }
      >
        <Form.Item
          name="label"
          label="字典标签"
          rules={[{ required: true, whitespace: true, message: '请输入字典标签' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="value"
          label="字典键值"
          rules={[{ required: true, whitespace: true, message: '请输入字典键值' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={SORT.rules}>
          <NumberInput {...SORT.input} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="tagColor" label="回显样式">
          <Select
            options={Object.entries(TAG_COLORS).map(([value, color]) => ({
              value,
              label: <Tag color={color}>{value}</Tag>,
            }))}
          />
        </Form.Item>
        <Form.Item name="isDefault" label="是否默认" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <StatusRadioGroup />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
