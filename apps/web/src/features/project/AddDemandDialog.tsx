import { ProjectMaterialLineInputSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, newId } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Table from 'antd/es/table';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { DateInput } from '../../lib/date-fields';
import { numberField } from '../../lib/field-bounds';
import { type Material, materialLabel } from '../../lib/pickers';

const DEMAND_QUANTITY = numberField(ProjectMaterialLineInputSchema.properties.demandQuantity, '需求数量', {
  required: true,
});

type Line = { id: string; materialId: string; demandQuantity?: number; demandDate?: string };

/** 添加物料, second step: the picked materials as new demand lines, each with its quantity (> 0) and date. */
export function AddDemandDialog({
  projectId,
  materials,
  onClose,
  onSaved,
}: {
  projectId: string;
  materials: Material[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ lines: Line[] }>();
  const { save, saving } = useSaveDialog(
    form,
    () => {
      // the lines' ids and materials have no field of their own: take every value of each line
      const { lines } = form.getFieldsValue(true) as { lines: Line[] };
      return api.POST('/api/project/material/add', {
        body: {
          projectId,
          lines: lines.map((line) => ({
            id: line.id,
            materialId: line.materialId,
            demandQuantity: line.demandQuantity ?? 0,
            demandDate: line.demandDate ?? null,
          })),
        },
      });
    },
    '添加成功',
    onSaved,
  );
  const initial = materials.map((m) => ({ id: newId(), materialId: m.id }));
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="添加物料"
      okText="保存"
      onOk={save}
      confirmLoading={saving}
      width={760}
    >
      <Form form={form} name="demand-lines" initialValues={{ lines: initial }}>
        <Form.List name="lines">
          {(fields) => (
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              columns={[
                {
                  key: 'material',
                  title: '物料',
                  render: (_, field) => {
                    const material = materials[field.name];
                    return material ? materialLabel(material) : '';
                  },
                },
                {
                  key: 'quantity',
                  title: '需求数量',
                  width: 150,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'demandQuantity']}
                      style={{ margin: 0 }}
                      rules={DEMAND_QUANTITY.rules}
                    >
                      <NumberInput
                        {...DEMAND_QUANTITY.input}
                        aria-label={`需求数量 ${materials[field.name]?.code ?? ''}`}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'date',
                  title: '需求日期',
                  width: 170,
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'demandDate']} style={{ margin: 0 }}>
                      <DateInput aria-label={`需求日期 ${materials[field.name]?.code ?? ''}`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}
