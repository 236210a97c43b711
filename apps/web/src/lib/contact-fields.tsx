import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { FIELD_RULES } from './contract-rules';

/** The phone and e-mail fields every person or department form has, with the contract's rules. */
export function ContactFields({ phoneLabel = '手机号码' }: { phoneLabel?: string }) {
  return (
    <>
      <Form.Item name="phone" label={phoneLabel} rules={FIELD_RULES.phone}>
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={FIELD_RULES.email}>
        <Input inputMode="email" />
      </Form.Item>
    </>
  );
}

/** Blank contact fields are sent as null, as the contract wants. */
export function withNullContacts<T extends { phone?: string | null; email?: string | null }>(values: T): T {
  return { ...values, phone: values.phone || null, email: values.email || null };
}
