import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useState } from 'react';

/** A filter of the collapsible search form. */
export interface SearchField {
  name: string;
  label: string;
  type?: 'text' | 'select';
  options?: { value: string; label: string }[];
  placeholder?: string;
}

/** How many filters show before 展开. */
const COLLAPSED_FIELD_COUNT = 3;

/** Only the filled filters, text trimmed. */
export function filledFilters(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** The query bar: filters with 搜索 / 重置, collapsed to the first three with 展开 / 收起. */
export function SearchForm({
  name,
  fields,
  onSearch,
}: {
  /** Prefixes the field ids, so a dialog's form on the same page keeps its own labels. */
  name: string;
  fields: readonly SearchField[];
  onSearch: (filters: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? fields : fields.slice(0, COLLAPSED_FIELD_COUNT);
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      onFinish={(values) => onSearch(filledFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {shown.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {field.type === 'select' ? (
            <Select
              allowClear
              options={field.options}
              placeholder={field.placeholder ?? `请选择${field.label}`}
              style={{ width: 180 }}
            />
          ) : (
            <Input
              allowClear
              placeholder={field.placeholder ?? `请输入${field.label}`}
              style={{ width: 180 }}
            />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            重置
          </Button>
          {fields.length > COLLAPSED_FIELD_COUNT && (
            <Button type="link" onClick={() => setExpanded(!expanded)}>
              {expanded ? '收起' : '展开'}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
