import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { SupplierContactSchema } from '@backoffice/sdk/schemas';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { contractRules } from '../../lib/contract-rules';
import { newContact, type SupplierContact, withOnePrimary } from './supplier-rules';

const RULES = {
  name: contractRules(SupplierContactSchema.properties.name, '姓名'),
  position: contractRules(SupplierContactSchema.properties.position, '职务'),
  mobile: contractRules(SupplierContactSchema.properties.mobile, '手机', '请输入正确的手机号码'),
  email: contractRules(SupplierContactSchema.properties.email, '邮箱'),
};

/** 联系人 of a supplier, as rows of the supplier form; exactly one is the primary contact. */
export function SupplierContactsField() {
  const form = Form.useFormInstance();
  return (
    <Form.List name="contacts">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <div key={key} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <Form.Item
                name={[name, 'name']}
                label="姓名"
                rules={[{ required: true, whitespace: true, message: '请输入联系人姓名' }, ...RULES.name]}
                style={{ width: 130 }}
              >
                <Input />
              </Form.Item>
              <Form.Item name={[name, 'position']} label="职务" rules={RULES.position} style={{ width: 130 }}>
                <Input />
              </Form.Item>
              <Form.Item name={[name, 'mobile']} label="手机" rules={RULES.mobile} style={{ width: 150 }}>
                <Input inputMode="tel" />
              </Form.Item>
              <Form.Item name={[name, 'email']} label="邮箱" rules={RULES.email} style={{ width: 210 }}>
                <Input inputMode="email" />
              </Form.Item>
              <Form.Item name={[name, 'primary']} label="主联系人" valuePropName="checked">
                <Checkbox
                  onChange={(event) => {
                    const contacts: SupplierContact[] = form.getFieldValue('contacts') ?? [];
                    if (event.target.checked)
                      form.setFieldValue('contacts', withOnePrimary(contacts, contacts[name]?.id));
                  }}
                />
              </Form.Item>
              <Form.Item label=" ">
                <Button
                  type="text"
                  aria-label="删除联系人"
                  icon={<DeleteOutlined />}
                  onClick={() => {
                    remove(name);
                    form.setFieldValue('contacts', withOnePrimary(form.getFieldValue('contacts') ?? []));
                  }}
                />
              </Form.Item>
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add(newContact(form.getFieldValue('contacts') ?? []))}
          >
            添加联系人
          </Button>
        </>
      )}
    </Form.List>
  );
}
