import {
  BatchExpiryRequestSchema,
  BatchFreezeRequestSchema,
  BatchSplitRequestSchema,
} from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, type TypedNumber } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DateInput } from '../../lib/date-fields';
import { numberField } from '../../lib/field-bounds';
import { type Batch, splitProblem } from './batch-rules';

const REASON_RULES = [
  { required: true, whitespace: true, message: '请输入原因' },
  ...contractRules(BatchFreezeRequestSchema.properties.reason, '原因'),
];
/** 拆分数量 read strictly, within the contract's Quantity. */
const SPLIT_QUANTITY = numberField(BatchSplitRequestSchema.properties.quantity, '拆分数量');

/** 冻结 / 解冻 a batch, with the reason (screens.md §8). */
export function BatchFreezeDialog({
  batch,
  action,
  onClose,
  onSaved,
}: {
  batch: Batch;
  action: 'freeze' | 'unfreeze';
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const word = action === 'freeze' ? '冻结' : '解冻';
  const { save, saving } = useSaveDialog(
    form,
    ({ reason }) => {
      const body = { id: batch.id, reason: reason.trim() };
      return action === 'freeze'
        ? api.PUT('/api/warehouse/batch/freeze', { body })
        : api.PUT('/api/warehouse/batch/unfreeze', { body });
    },
    `已${word}`,
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`${word}批次：${batch.batchNo}`}
      okText={word}
      onOk={save}
      confirmLoading={saving}
    >
      <Typography.Paragraph type="secondary">
        {action === 'freeze'
          ? `冻结后，${batch.materialName} 的这个批次（当前 ${batch.quantity} ${batch.unit}）不能出库，直到解冻。`
          : '解冻后，这个批次恢复正常，可以出库。'}
      </Typography.Paragraph>
      <Form form={form} name="batch-freeze" layout="vertical">
        <Form.Item name="reason" label={`${word}原因`} rules={REASON_RULES}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** 拆分: part of a batch into a new batch number; more than 0 and less than it holds, refused before sending. */
export function BatchSplitDialog({
  batch,
  onClose,
  onSaved,
}: {
  batch: Batch;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ quantity: number; remark?: string }>();
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/warehouse/batch/split', {
        body: { id: batch.id, quantity: values.quantity, remark: values.remark?.trim() || null },
      }),
    '拆分成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`拆分批次：${batch.batchNo}`}
      okText="拆分"
      onOk={save}
      confirmLoading={saving}
    >
      <Typography.Paragraph type="secondary">
        当前 {batch.quantity} {batch.unit}。拆出的数量成为一个新批次号，其余留在原批次。
      </Typography.Paragraph>
      <Form form={form} name="batch-split" layout="vertical">
        <Form.Item
          name="quantity"
          label={`拆分数量（${batch.unit}）`}
          required
          validateFirst
          rules={[
            ...SPLIT_QUANTITY.rules,
            {
              validator: (_, value: TypedNumber | undefined) => {
                const problem = splitProblem(batch, typeof value === 'string' ? undefined : value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <NumberInput {...SPLIT_QUANTITY.input} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="remark"
          label="备注"
          rules={contractRules(BatchSplitRequestSchema.properties.remark, '备注')}
        >
          <Input />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** 修改有效期, with the reason; the expiry date may not be before the production date. */
export function BatchExpiryDialog({
  batch,
  onClose,
  onSaved,
}: {
  batch: Batch;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ productionDate?: string; expiryDate: string; reason: string }>();
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.PUT('/api/warehouse/batch/expiry', {
        body: {
          id: batch.id,
          productionDate: values.productionDate ?? null,
          expiryDate: values.expiryDate,
          reason: values.reason.trim(),
        },
      }),
    '修改成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`修改有效期：${batch.batchNo}`}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <Form
        form={form}
        name="batch-expiry"
        layout="vertical"
        initialValues={{ productionDate: batch.productionDate, expiryDate: batch.expiryDate }}
      >
        <Form.Item name="productionDate" label="生产日期">
          <DateInput />
        </Form.Item>
        <Form.Item
          name="expiryDate"
          label="有效期至"
          dependencies={['productionDate']}
          rules={[
            { required: true, message: '请选择有效期' },
            ({ getFieldValue }) => ({
              validator: (_, value?: string) => {
                const production = getFieldValue('productionDate') as string | undefined;
                return value && production && value < production
                  ? Promise.reject(new Error(`有效期不能早于生产日期 ${production}`))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DateInput />
        </Form.Item>
        <Form.Item
          name="reason"
          label="修改原因"
          rules={[
            { required: true, whitespace: true, message: '请输入原因' },
            ...contractRules(BatchExpiryRequestSchema.properties.reason, '原因'),
          ]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
