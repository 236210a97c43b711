import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { processOwnFieldClash } from './definition-rules';

/** A field's code or name must not repeat what the process itself asks for (标题, 紧急程度). */
const notProcessOwn = (key: 'code' | 'name') => ({
  validator: async (_: unknown, value: string | undefined) => {
    const clash = processOwnFieldClash({ [key]: value });
    if (clash) throw new Error(clash);
  },
});

/** 表单字段 (screens.md §4 step 2): the business form's fields, in order, as the dynamic form renders them. */
export function FormFieldsEditor() {
  return (
    <Form.List name="formFields">
      {(rows, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {rows.map((row) => (
            <Space key={row.key} align="start" wrap>
              <Form.Item
                name={[row.name, 'code']}
                label="字段编码"
                rules={[{ required: true, message: '请输入字段编码' }, notProcessOwn('code')]}
              >
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'name']}
                label="字段名称"
                rules={[{ required: true, message: '请输入字段名称' }, notProcessOwn('name')]}
              >
                <Input style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'type']} label="类型" initialValue="string">
                <Select
                  style={{ width: 110 }}
                  options={[
                    { value: 'string', label: '文本' },
                    { value: 'number', label: '数字' },
                    { value: 'boolean', label: '开关' },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name={[row.name, 'required']}
                label="必填"
                valuePropName="checked"
                initialValue={false}
              >
                <Switch />
              </Form.Item>
              <Form.Item name={[row.name, 'acceptValuesText']} label="可选值（值=名称，逗号分隔）">
                <Input style={{ width: 260 }} placeholder="LAPTOP=笔记本, DESKTOP=台式机" />
              </Form.Item>
              <Button
                aria-label="删除字段"
                icon={<DeleteOutlined />}
                onClick={() => remove(row.name)}
                style={{ marginTop: 30 }}
              />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ type: 'string', required: false })}>
            添加字段
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
