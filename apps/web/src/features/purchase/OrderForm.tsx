import {
  CurrencySchema,
  PurchaseOrderAmendmentSchema,
  PurchaseOrderInputSchema,
} from '@backoffice/sdk/schemas';
import { FormCancelButton, FormDrawer, PermittedButton } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import { type ReactNode, useState } from 'react';
import { runAction, validatedValues } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DateInput } from '../../lib/date-fields';
import { ProjectSelect } from '../../lib/pickers/ProjectSelect';
import { SupplierSelect } from '../../lib/pickers/SupplierSelect';
import { TagSelect } from '../../lib/pickers/TagSelect';
import { UserSelect } from '../../lib/pickers/UserSelect';
import { useGlobalStore } from '../../stores/global-store';
import { AddMaterialsButton } from './AddMaterialsButton';
import { AttachmentListField } from './AttachmentField';
import { FORM_DRAWER_SIZE } from './drawer-sizes';
import { orderLineOf } from './material-lines';
import { OrderLinesEditor } from './OrderLinesEditor';
import { ORDER_CODES, submitOrders } from './order-actions';
import { type OrderFormValues, orderAmendment, orderInput } from './order-form';
import type { PurchaseOrder } from './order-rules';
import { afterPurchaseChange } from './purchase-queries';

const RULES = {
  paymentTerms: contractRules(PurchaseOrderInputSchema.properties.paymentTerms, '付款条件'),
  remark: contractRules(PurchaseOrderInputSchema.properties.remark, '备注'),
  currency: contractRules(CurrencySchema, '币种', '3 位大写字母，如 CNY'),
  reason: contractRules(PurchaseOrderAmendmentSchema.properties.reason, '变更原因'),
};

/** What the order form is for. */
export type OrderFormTarget =
  | { mode: 'new'; values: OrderFormValues; note?: ReactNode }
  | { mode: 'edit' | 'amend'; order: PurchaseOrder; values: OrderFormValues };

/**
 * 采购订单's form (screens.md §7), a wide drawer: the supplier (one per order), buyer, dates, terms, tags and the
 * lines with their amounts as typed. A new or draft order is saved (保存) or saved and submitted (提交审批); a
 * released one is amended (变更, with its reason) and goes back to approval.
 */
export function OrderForm({
  target,
  onClose,
  onSaved,
}: {
  target: OrderFormTarget;
  onClose: () => void;
  onSaved: (orderId: string) => void;
}) {
  const [form] = Form.useForm<OrderFormValues>();
  const queryClient = useQueryClient();
  const user = useGlobalStore((state) => state.userInfo);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const amending = target.mode === 'amend';
  // An order of requests belongs to their project (the server keeps it so): the project is theirs, not picked.
  // preserve: a line's source is held by no field of its own, and a watch sees only fields unless asked
  const lines = Form.useWatch<OrderFormValues['lines'] | undefined>('lines', { form, preserve: true });
  const fromRequests = (lines ?? target.values.lines).some((line) => line.sourceRequestId);
  const savedId = target.mode === 'new' ? undefined : target.order.id;

  async function send(andSubmit: boolean) {
    if (!(await validatedValues(form))) return;
    // Every value, the lines' material copies and sources too (they are held by no field of their own).
    const values = form.getFieldsValue(true) as OrderFormValues;
    setBusy(andSubmit ? 'submit' : 'save');
    let orderId = savedId;
    try {
      const done = await runAction(
        async () => {
          if (target.mode === 'amend') {
            await api.PUT('/api/purchase/order/amend', { body: orderAmendment(values, target.order.id) });
            return;
          }
          const order = await api.POST('/api/purchase/order/save', { body: orderInput(values, savedId) });
          orderId = order.id;
          if (andSubmit) await submitOrders([order.id]);
        },
        amending ? '已变更，等待审批' : andSubmit ? '已提交审批' : '保存成功',
        () => afterPurchaseChange(queryClient),
      );
      if (done && orderId) onSaved(orderId);
    } finally {
      setBusy(undefined);
    }
  }

  const title =
    target.mode === 'new' ? '新增采购订单' : `${amending ? '变更' : '修改'}采购订单 ${target.order.orderNo}`;
  return (
    <FormDrawer
      form={form}
      onClose={onClose}
      size={FORM_DRAWER_SIZE}
      title={title}
      destroyOnHidden
      footer={
        <Space>
          <FormCancelButton />
          {amending ? (
            <PermittedButton
              type="primary"
              code={ORDER_CODES.amend}
              loading={busy !== undefined}
              onClick={() => void send(false)}
            >
              提交变更
            </PermittedButton>
          ) : (
            <>
              <Button loading={busy === 'save'} disabled={busy === 'submit'} onClick={() => void send(false)}>
                保存
              </Button>
              <PermittedButton
                type="primary"
                code={ORDER_CODES.submit}
                loading={busy === 'submit'}
                disabled={busy === 'save'}
                onClick={() => void send(true)}
              >
                提交审批
              </PermittedButton>
            </>
          )}
        </Space>
      }
    >
      {target.mode === 'new' && target.note}
      {amending && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="变更后订单重新审批；已入库的行不能删除，数量不能少于已入库数量。"
        />
      )}
      <Form<OrderFormValues>
        form={form}
        name="purchase-order"
        layout="vertical"
        initialValues={target.values}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="supplierId" label="供应商" rules={[{ required: true, message: '请选择供应商' }]}>
              <SupplierSelect purpose="order" disabled={amending} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="buyerId" label="采购员" rules={[{ required: true, message: '请选择采购员' }]}>
              <UserSelect
                known={
                  target.mode === 'new'
                    ? user
                      ? { id: user.id, name: user.nickname }
                      : undefined
                    : target.order.buyer
                }
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="orderDate"
              label="下单日期"
              rules={[{ required: true, message: '请选择下单日期' }]}
            >
              <DateInput style={{ width: '100%' }} disabled={amending} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="expectedDate"
              label="预计到货"
              dependencies={['orderDate']}
              rules={[
                { required: true, message: '请选择预计到货日期' },
                ({ getFieldValue }) => ({
                  validator: async (_, value: string | null) => {
                    const ordered: string | null = getFieldValue('orderDate');
                    if (value && ordered && value < ordered) throw new Error('预计到货不能早于下单日期');
                  },
                }),
              ]}
            >
              <DateInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="currency"
              label="币种"
              rules={[{ required: true, message: '请输入币种' }, ...RULES.currency]}
            >
              <Input disabled={amending} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="paymentTerms" label="付款条件" rules={RULES.paymentTerms}>
              <Input placeholder="如：月结 30 天" disabled={amending} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="tagIds" label="属性标签">
              <TagSelect scope="PURCHASE_ORDER" disabled={amending} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="projectId"
              label="关联项目"
              extra={fromRequests ? '随来源采购申请的项目' : undefined}
            >
              <ProjectSelect
                aria-label="关联项目"
                placeholder="不关联项目"
                disabled={amending || fromRequests}
              />
            </Form.Item>
          </Col>
          {amending && (
            <Col span={24}>
              <Form.Item
                name="reason"
                label="变更原因"
                rules={[{ required: true, whitespace: true, message: '请填写变更原因' }, ...RULES.reason]}
              >
                <Input />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Divider titlePlacement="start">订单明细</Divider>
        <OrderLinesEditor
          addLines={
            <AddMaterialsButton
              lineOf={(material) => orderLineOf(material, form.getFieldValue('expectedDate'))}
            />
          }
        />
        <Divider titlePlacement="start">附件与备注</Divider>
        <Form.Item name="attachments" label="附件">
          <AttachmentListField />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={RULES.remark}>
          <Input.TextArea rows={2} disabled={amending} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
