import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';

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
                rules={[{ required: true, message: '请输入字段编码' }]}
              >
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'name']}
                label="字段名称"
                rules={[{ required: true, message: '请输入字段名称' }]}
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
                <Input style={{ width: 260 }} placeholder="NORMAL=普通, URGENT=紧急" />
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
