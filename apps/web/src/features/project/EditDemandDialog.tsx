import type { Schema } from '@backoffice/sdk';
import { ProjectMaterialUpdateSchema } from '@backoffice/sdk/schemas';
import { CounterInput, FormModal } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { DateInput } from '../../lib/date-fields';
import { materialLabel } from '../../lib/pickers';

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
            { required: true, message: '请输入需求数量' },
            {
              type: 'number',
              min: floor > 0 ? floor : 0.0001,
              max: ProjectMaterialUpdateSchema.properties.demandQuantity.maximum,
              message: floor > 0 ? `需求数量不能少于已申请的 ${floor}` : '需求数量必须大于 0',
            },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="demandDate" label="需求日期">
          <DateInput />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <CounterInput maxLength={ProjectMaterialUpdateSchema.properties.remark.maxLength} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
