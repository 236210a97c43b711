// Ladle stories: each dynamic field type, editable and read-only.
import Button from 'antd/es/button';
import { DynamicForm } from './dynamic-form';
import { purchaseFields } from './dynamic-form.fixtures';

export default { title: 'DynamicForm' };

export const EveryFieldType = ({ onFinish }: { onFinish?: (values: Record<string, unknown>) => void }) => (
  <DynamicForm definitions={purchaseFields} onFinish={onFinish}>
    <Button htmlType="submit">提交</Button>
  </DynamicForm>
);
export const ReadOnly = () => <DynamicForm definitions={purchaseFields} readOnly />;
