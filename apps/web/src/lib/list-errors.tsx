import Form from 'antd/es/form';
import type { ReactNode } from 'react';

/**
 * A Form.List's own errors (至少添加一行 …), red like a field's: antd draws a bare ErrorList in the body text colour,
 * so a form refused for an empty list looked as if it said nothing. Inside a Form.Item, as antd's dynamic-list
 * example has it, the list's errors take the error status.
 */
export function ListErrors({ errors }: { errors: ReactNode[] }) {
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Form.ErrorList errors={errors} />
    </Form.Item>
  );
}
