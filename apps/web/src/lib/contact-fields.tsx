import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { PHONE_PATTERN } from './validation';

/** The phone and e-mail fields every person or department form has, with the contract's rules. */
export function ContactFields({ phoneLabel = '手机号码' }: { phoneLabel?: string }) {
  return (
    <>
      <Form.Item
        name="phone"
        label={phoneLabel}
        rules={[{ pattern: PHONE_PATTERN, message: '请输入正确的手机号码' }]}
      >
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label="邮箱"
        rules={[{ type: 'email', message: '请输入正确的邮箱地址' }, { max: 50 }]}
      >
        <Input inputMode="email" />
      </Form.Item>
    </>
  );
}

/** Blank contact fields are sent as null, as the contract wants. */
export function withNullContacts<T extends { phone?: string | null; email?: string | null }>(values: T): T {
  return { ...values, phone: values.phone || null, email: values.email || null };
}
