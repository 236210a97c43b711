import { SupplierCategorySchema, SupplierGradeSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput } from '@backoffice/ui-kit';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { DictSelect } from '../../lib/dict';
import { TagSelect } from '../../lib/pickers/TagSelect';
import { SupplierContactsField } from './SupplierContactsField';
import { SupplierQualificationsField } from './SupplierQualificationsField';
import {
  NEW_SUPPLIER,
  SUPPLIER_NUMBERS as NUMBERS,
  SUPPLIER_RULES as RULES,
  type SupplierFormValues,
  supplierFormValues,
  supplierInput,
} from './supplier-form';
import { useSupplier } from './supplier-queries';

const half = { xs: 24, sm: 12 };

/**
 * 新增 / 修改 a supplier (screens.md §7): the fields with the contract's rules, contacts and qualification files;
 * the rules and what is sent are supplier-form.ts's.
 */
export function SupplierForm({
  editingId,
  onClose,
  onSaved,
}: {
  editingId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<SupplierFormValues>();
  const editing = useSupplier(editingId ?? null);
  const { save, saving } = useSaveDialog(
    form,
    (values) => {
      // The rows' ids are held by no field of their own, so validated values leave them out: take the rows whole.
      const { contacts, qualifications } = form.getFieldsValue(true) as SupplierFormValues;
      return api.POST('/api/purchase/supplier/save', {
        body: {
          ...supplierInput({ ...values, contacts, qualifications }),
          ...(editingId ? { id: editingId } : {}),
        },
      });
    },
    editingId ? '修改成功' : '新增成功',
    onSaved,
  );
  const supplier = editing.data;
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editingId ? `修改供应商${supplier ? `：${supplier.name}` : ''}` : '新增供应商'}
      okText="保存"
      onOk={save}
      okButtonProps={{ disabled: Boolean(editingId) && !supplier }}
      confirmLoading={saving}
      width="min(920px, 100vw)"
    >
      {editingId && !supplier ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form<SupplierFormValues>
          form={form}
          name="supplier"
          layout="vertical"
          initialValues={supplier ? supplierFormValues(supplier) : NEW_SUPPLIER}
        >
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item
                name="name"
                label="供应商名称"
                rules={[{ required: true, whitespace: true, message: '请输入供应商名称' }, ...RULES.name]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="shortName" label="简称" rules={RULES.shortName}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="creditCode"
                label="统一社会信用代码"
                rules={[{ required: true, message: '请输入统一社会信用代码' }, ...RULES.creditCode]}
                normalize={(value: string) => value.toUpperCase().trim()}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
                <DictSelect dict={SupplierCategorySchema} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="grade" label="等级" rules={[{ required: true, message: '请选择等级' }]}>
                <DictSelect dict={SupplierGradeSchema} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="score" label="评分" rules={NUMBERS.score.rules}>
                <NumberInput {...NUMBERS.score.input} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="taxRate" label="税率（%）" rules={NUMBERS.taxRate.rules}>
                <NumberInput {...NUMBERS.taxRate.input} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="currency"
                label="币种"
                rules={[{ required: true, message: '请输入币种' }, ...RULES.currency]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="paymentTerms" label="付款条件" rules={RULES.paymentTerms}>
                <Input placeholder="如：月结 30 天" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">联系与结算</Divider>
          <Row gutter={16}>
            <Col xs={12} sm={6}>
              <Form.Item name="contactName" label="主联系人" rules={RULES.contactName}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="mobile" label="手机" rules={RULES.mobile}>
                <Input inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="phone" label="电话" rules={RULES.phone}>
                <Input inputMode="tel" placeholder="0755-83216688" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="email" label="邮箱" rules={RULES.email}>
                <Input inputMode="email" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="address" label="地址" rules={RULES.address}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="bankName" label="开户行" rules={RULES.bankName}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="bankAccount" label="银行账号" rules={RULES.bankAccount}>
                <Input inputMode="numeric" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="tagIds" label="属性标签">
                <TagSelect scope="SUPPLIER" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">联系人</Divider>
          <SupplierContactsField />
          <Divider titlePlacement="start">资质附件</Divider>
          <SupplierQualificationsField />
          <Divider />
          <Form.Item name="remark" label="备注" rules={RULES.remark}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
