import type { Schema } from '@backoffice/sdk';
import { CategoryAttributeSchema, MaterialCategoryInputSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, newId, treeSelectOptions } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import TreeSelect from 'antd/es/tree-select';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { numberField } from '../../lib/field-bounds';
import { StatusRadioGroup } from '../../lib/status';
import { FieldListTable } from './FieldListTable';

/** 排序 from the contract's Sort: a whole number from 0 to 9999, said at the field. */
const SORT = numberField(MaterialCategoryInputSchema.properties.sort, '排序', { required: true });

type Category = Schema<'MaterialCategory'>;
type Values = Schema<'MaterialCategoryInput'>;
const FIELDS = MaterialCategoryInputSchema.properties;
const ATTRIBUTE = CategoryAttributeSchema.properties;
const TYPE_OPTIONS = [
  { value: 'string', label: '文本' },
  { value: 'number', label: '数字' },
  { value: 'boolean', label: '是/否' },
];

/** acceptValues typed as `值=名称` per line, for a select attribute. */
const toText = (values?: Record<string, string> | null) =>
  Object.entries(values ?? {})
    .map(([value, label]) => `${value}=${label}`)
    .join('\n');
const fromText = (text?: string) => {
  const entries = (text ?? '')
    .split('\n')
    .map((line) => line.split('='))
    .filter(([value]) => value?.trim())
    .map(([value, ...label]) => [value?.trim() ?? '', label.join('=').trim() || (value?.trim() ?? '')]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
};

type AttributeRow = Omit<Schema<'CategoryAttribute'>, 'acceptValues'> & { options?: string };

/** 新增 / 修改 a category with its dynamic attribute definitions in a line table (new lines: UUIDs, spec §3). */
export function CategoryForm({
  editing,
  parentId,
  categories,
  rules,
  onClose,
  onSaved,
}: {
  editing?: Category;
  parentId?: string;
  categories: readonly Category[];
  rules: readonly Schema<'CodeRule'>[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Omit<Values, 'attributes'> & { attributes: AttributeRow[] }>();
  const { save, saving } = useSaveDialog(
    form,
    ({ attributes: _shown, ...values }) => {
      // the attributes' ids have no field of their own: take every value of each line
      const { attributes } = form.getFieldsValue(true) as { attributes?: AttributeRow[] };
      return api.POST('/api/material/category/save', {
        body: {
          ...values,
          codeRuleId: values.codeRuleId ?? null,
          attributes: (attributes ?? []).map(({ options, ...a }, index) => ({
            ...a,
            required: Boolean(a.required),
            sort: index + 1,
            acceptValues: a.type === 'string' ? fromText(options) : null,
          })),
          ...(editing ? { id: editing.id } : {}),
        },
      });
    },
    editing ? '修改成功' : '新增成功',
    onSaved,
  );
  const initialValues = editing
    ? { ...editing, attributes: editing.attributes.map((a) => ({ ...a, options: toText(a.acceptValues) })) }
    : { parentId: parentId ?? '0', sort: 1, status: 'ENABLED' as const, attributes: [] };
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改分类：${editing.name}` : '新增分类'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
      width={900}
    >
      <Form form={form} name="category" layout="vertical" initialValues={initialValues}>
        <Form.Item name="parentId" label="上级分类">
          <TreeSelect
            treeData={[
              { value: '0', title: '无（顶级）', children: treeSelectOptions(categories, (c) => c.name) },
            ]}
            treeDefaultExpandAll
          />
        </Form.Item>
        <Form.Item
          name="code"
          label="分类编码"
          extra="编码规则的“分类码”段取这里的值"
          rules={[
            { required: true, message: '请输入分类编码' },
            ...contractRules(FIELDS.code, '分类编码', '1 到 6 位大写字母或数字'),
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="name"
          label="分类名称"
          rules={[
            { required: true, whitespace: true, message: '请输入分类名称' },
            ...contractRules(FIELDS.name, '分类名称'),
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={SORT.rules}>
          <NumberInput {...SORT.input} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="codeRuleId" label="绑定编码规则">
          <Select allowClear options={rules.map((r) => ({ value: r.id, label: `${r.name}（${r.code}）` }))} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <StatusRadioGroup />
        </Form.Item>
        <Form.List name="attributes">
          {(fields, { add, remove }) => (
            <FieldListTable
              label="分类属性"
              emptyText="没有属性"
              fields={fields}
              remove={remove}
              addText="添加属性"
              onAdd={() =>
                add({
                  id: newId(),
                  code: '',
                  name: '',
                  type: 'string',
                  required: false,
                  sort: fields.length + 1,
                })
              }
              columns={[
                {
                  key: 'code',
                  title: '属性编码',
                  width: 140,
                  render: (_, f) => (
                    <Form.Item
                      name={[f.name, 'code']}
                      style={{ margin: 0 }}
                      rules={[
                        { required: true, message: '必填' },
                        ...contractRules(ATTRIBUTE.code, '属性编码', '字母开头'),
                      ]}
                    >
                      <Input aria-label="属性编码" />
                    </Form.Item>
                  ),
                },
                {
                  key: 'name',
                  title: '属性名称',
                  width: 150,
                  render: (_, f) => (
                    <Form.Item
                      name={[f.name, 'name']}
                      style={{ margin: 0 }}
                      rules={[
                        { required: true, whitespace: true, message: '必填' },
                        ...contractRules(ATTRIBUTE.name, '属性名称'),
                      ]}
                    >
                      <Input aria-label="属性名称" />
                    </Form.Item>
                  ),
                },
                {
                  key: 'type',
                  title: '类型',
                  width: 100,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'type']} style={{ margin: 0 }}>
                      <Select aria-label="类型" options={TYPE_OPTIONS} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'required',
                  title: '必填',
                  width: 64,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'required']} valuePropName="checked" style={{ margin: 0 }}>
                      <Switch aria-label="必填" size="small" />
                    </Form.Item>
                  ),
                },
                {
                  key: 'options',
                  title: '可选值（文本类型，每行 值=名称）',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'options']} style={{ margin: 0 }}>
                      <Input.TextArea aria-label="可选值" autoSize={{ minRows: 1, maxRows: 4 }} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}
