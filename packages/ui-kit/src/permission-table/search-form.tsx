import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { filledFilters } from '../rules/list-params';

/** A filter of the collapsible search form. */
export interface SearchField {
  name: string;
  label: string;
  type?: 'text' | 'select';
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** A control of its own (a date range, a tree select …) in place of the text input or select. */
  render?: () => ReactNode;
}

/** How many filters show before 展开. */
const COLLAPSED_FIELD_COUNT = 3;

/** Every field of the form set to `values` (absent ones cleared), so the form shows exactly what is applied. */
const formValues = (names: readonly string[], values: Record<string, unknown> = {}) =>
  Object.fromEntries(names.map((name) => [name, values[name]]));

/**
 * The query bar: filters with 搜索 / 重置, collapsed to the first three with 展开 / 收起. It keeps the draft values
 * itself (typing never re-renders the table) and shows `values`, the applied filters, whenever they change.
 * Memoised: a list's rows arriving do not draw its filters again (issue 26).
 */
export const SearchForm = memo(function SearchForm({
  name,
  fields,
  values,
  onSearch,
  onReset,
}: {
  /** Prefixes the field ids, so a dialog's form on the same page keeps its own labels. */
  name: string;
  fields: readonly SearchField[];
  values?: Record<string, unknown>;
  onSearch: (filters: Record<string, unknown>) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(() =>
    fields.slice(COLLAPSED_FIELD_COUNT).some((field) => values?.[field.name] !== undefined),
  );
  // Synced when the applied filters change in content, not on every render: a page builds its fields and
  // values afresh each time its data arrives, and that must not wipe what the user is typing meanwhile.
  // (The applied filters come from the address, so they are JSON; a field absent from them is cleared.)
  const applied = JSON.stringify({ names: fields.map((field) => field.name), values: values ?? {} });
  useEffect(() => {
    const { names, values: current } = JSON.parse(applied) as {
      names: string[];
      values: Record<string, unknown>;
    };
    form.setFieldsValue(formValues(names, current));
  }, [form, applied]);
  const shown = expanded ? fields : fields.slice(0, COLLAPSED_FIELD_COUNT);
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      // Every value the form holds, a folded field's too (the store keeps it while the field is not drawn).
      onFinish={() => onSearch(filledFilters({ ...values, ...form.getFieldsValue(true) }))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {shown.map((field) => (
        // Folded fields are not drawn until 展开 (a list's filters are pickers and date ranges: issue 26); the form
        // keeps their values meanwhile, and 搜索 sends them.
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {field.render ? (
            field.render()
          ) : field.type === 'select' ? (
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
              form.setFieldsValue(formValues(fields.map((field) => field.name)));
              onReset();
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
});
