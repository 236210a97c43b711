import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { QualificationSchema } from '@backoffice/sdk/schemas';
import { newId } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { contractRules } from '../../lib/contract-rules';
import { DateInput } from '../../lib/date-fields';
import { AttachmentField } from './AttachmentField';

const NAME_RULES = contractRules(QualificationSchema.properties.name, '资质名称');

/** 资质附件: a certificate's name, when it expires and its file (images preview, other files download). */
export function SupplierQualificationsField() {
  return (
    <Form.List name="qualifications">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <div key={key} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <Form.Item
                name={[name, 'name']}
                label="资质名称"
                rules={[{ required: true, whitespace: true, message: '请输入资质名称' }, ...NAME_RULES]}
                style={{ width: 220 }}
              >
                <Input placeholder="如：营业执照" />
              </Form.Item>
              <Form.Item name={[name, 'validTo']} label="有效期至">
                <DateInput />
              </Form.Item>
              <Form.Item
                name={[name, 'file']}
                label="文件"
                rules={[{ required: true, message: '请上传资质文件' }]}
              >
                <AttachmentField />
              </Form.Item>
              <Form.Item label=" ">
                <Button
                  type="text"
                  aria-label="删除资质"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(name)}
                />
              </Form.Item>
            </div>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ id: newId(), validTo: null })}>
            添加资质
          </Button>
        </>
      )}
    </Form.List>
  );
}
