import type { Schema } from '@backoffice/sdk';
import { ProjectMaterialUpdateSchema } from '@backoffice/sdk/schemas';
import { CounterInput, FormModal, NumberInput } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { DateInput } from '../../lib/date-fields';
import { numberField, textField } from '../../lib/field-bounds';
import { materialLabel } from '../../lib/pickers';

const FIELDS = ProjectMaterialUpdateSchema.properties;
const DEMAND_QUANTITY = numberField(FIELDS.demandQuantity, '需求数量', { required: true });
const REMARK_RULES = textField(FIELDS.remark, '备注');

type Line = Schema<'ProjectMaterial'>;
type Values = { demandQuantity: number; demandDate?: string; remark?: string };

/** 修改 a demand line: its quantity (not below what is already requested), date and remark. */
export function EditDemandDialog({
  line,
  onClose,
  onSaved,
}: {
  line: Line;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.PUT('/api/project/material/update', {
        body: {
          id: line.id,
          demandQuantity: values.demandQuantity,
          demandDate: values.demandDate ?? null,
          remark: values.remark || null,
        },
      }),
    '修改成功',
    onSaved,
  );
  const floor = Math.max(line.requestedQuantity, 0);
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`修改需求：${materialLabel({ code: line.materialCode, name: line.materialName, spec: line.materialSpec })}`}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
    >
      <Form<Values>
        form={form}
        name="demand"
        layout="vertical"
        initialValues={{
          demandQuantity: line.demandQuantity,
          demandDate: line.demandDate ?? undefined,
          remark: line.remark ?? undefined,
        }}
      >
        <Form.Item
          name="demandQuantity"
          label="需求数量"
          extra={floor > 0 ? `已申请 ${floor}，不能少于它` : undefined}
          rules={[
            ...DEMAND_QUANTITY.rules,
            {
              // what has been requested already is the floor
              validator: async (_, value: unknown) => {
                if (typeof value === 'number' && value < floor)
                  throw new Error(`需求数量不能少于已申请的 ${floor}`);
              },
            },
          ]}
        >
          <NumberInput {...DEMAND_QUANTITY.input} />
        </Form.Item>
        <Form.Item name="demandDate" label="需求日期">
          <DateInput />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={REMARK_RULES}>
          <CounterInput maxLength={FIELDS.remark.maxLength} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
