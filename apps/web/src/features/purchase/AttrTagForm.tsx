import type { Schema } from '@backoffice/sdk';
import { AttrTagInputSchema, TagScopeSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DictRadioGroup } from '../../lib/dict';
import { numberField } from '../../lib/field-bounds';
import { StatusRadioGroup } from '../../lib/status';

/** 排序 from the contract's Sort: a whole number from 0 to 9999, said at the field. */
const SORT = numberField(AttrTagInputSchema.properties.sort, '排序', { required: true });

type AttrTag = Schema<'AttrTag'>;
type Values = Omit<Schema<'AttrTagInput'>, 'id'>;

/** The colours offered first: antd's palette, which reads on light and dark backgrounds alike. */
const PRESET_COLORS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#faad14',
  '#13c2c2',
  '#722ed1',
  '#2f54eb',
  '#eb2f96',
  '#f5222d',
  '#8c8c8c',
];

/**
 * The tag's colour: the browser's own colour input, offering the palette first (a datalist). antd's ColorPicker
 * would do, but its presets panel brings antd's Collapse into the app's start chunk, which every screen and the
 * login page load (issue 12's budgets).
 */
function ColorField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Space>
      <input
        id={id}
        type="color"
        list="attr-tag-colors"
        value={value ?? PRESET_COLORS[0]}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ width: 48, height: 32, padding: 2, cursor: 'pointer' }}
      />
      <datalist id="attr-tag-colors">
        {PRESET_COLORS.map((color) => (
          <option key={color} value={color} />
        ))}
      </datalist>
      <code>{value}</code>
    </Space>
  );
}

const RULES = {
  name: contractRules(AttrTagInputSchema.properties.name, '标签名称'),
  groupName: contractRules(AttrTagInputSchema.properties.groupName, '标签分组'),
  description: contractRules(AttrTagInputSchema.properties.description, '描述'),
};

/** 新增 / 修改 a 属性标签 (screens.md §7): name, scope, group, colour, sort, status, description. */
export function AttrTagForm({
  editing,
  onClose,
  onSaved,
}: {
  editing?: AttrTag;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/purchase/attrTag/save', {
        body: {
          ...values,
          groupName: values.groupName?.trim() || null,
          description: values.description?.trim() || null,
          ...(editing ? { id: editing.id } : {}),
        },
      }),
    editing ? '修改成功' : '新增成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改标签：${editing.name}` : '新增标签'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <Form<Values>
        form={form}
        name="attr-tag"
        layout="vertical"
        initialValues={editing ?? { scope: 'MATERIAL', color: PRESET_COLORS[0], sort: 1, status: 'ENABLED' }}
      >
        <Form.Item
          name="name"
          label="标签名称"
          rules={[{ required: true, whitespace: true, message: '请输入标签名称' }, ...RULES.name]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="scope"
          label="适用对象"
          rules={[{ required: true, message: '请选择适用对象' }]}
          extra={editing && editing.usageCount > 0 ? '已被使用的标签不能改变适用对象' : undefined}
        >
          <DictRadioGroup dict={TagScopeSchema} disabled={Boolean(editing && editing.usageCount > 0)} />
        </Form.Item>
        <Form.Item name="groupName" label="标签分组" rules={RULES.groupName}>
          <Input placeholder="如：来源、质量、合作关系" />
        </Form.Item>
        <Form.Item name="color" label="颜色" rules={[{ required: true, message: '请选择颜色' }]}>
          <ColorField />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={SORT.rules}>
          <NumberInput {...SORT.input} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <StatusRadioGroup />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={RULES.description}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
