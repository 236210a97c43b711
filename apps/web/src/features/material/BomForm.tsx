import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { BomInputSchema, BomLineInputSchema, BomTypeSchema } from '@backoffice/sdk/schemas';
import {
  FormModal,
  NumberInput,
  newId,
  SideQueryAlert,
  sideQueriesReady,
  sideRows,
  useSideQuery,
} from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DateInput } from '../../lib/date-fields';
import { DictSelect } from '../../lib/dict';
import { notBeforeDate, numberField } from '../../lib/field-bounds';
import { MaterialSelect } from '../../lib/pickers';
import { FieldListTable } from './FieldListTable';

type Bom = Schema<'Bom'>;
type Values = Schema<'BomInput'>;
const LINE = BomLineInputSchema.properties;
const NUMBERS = {
  baseQuantity: numberField(BomInputSchema.properties.baseQuantity, '基本数量', { required: true }),
  quantity: numberField(LINE.quantity, '用量', { required: true }),
  lossRate: numberField(LINE.lossRate, '损耗率', { required: true, decimals: 2 }),
};

/** 新增 / 修改 a draft BOM: header and lines (material picker, 用量 > 0, 损耗率 0–100 %). */
export function BomForm({
  editing,
  onClose,
  onSaved,
}: {
  editing?: Bom;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const lines = useSideQuery('BOM子项', {
    ...apiQueryOptions(api, 'post', '/api/material/bom/lines', { body: { bomId: editing?.id ?? '' } }),
    enabled: editing !== undefined,
  });
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/material/bom/save', {
        body: {
          ...values,
          expiryDate: values.expiryDate ?? null,
          remark: values.remark || null,
          // the lines' ids have no field of their own: take every value of each line
          lines: (form.getFieldsValue(true) as Values).lines.map((line, index) => ({
            ...line,
            sort: index + 1,
          })),
          ...(editing ? { id: editing.id } : {}),
        },
      }),
    editing ? '修改成功' : '新增成功',
    onSaved,
  );
  const known = new Map(
    sideRows(lines).map((l) => [
      l.materialId,
      { id: l.materialId, code: l.materialCode, name: l.materialName, spec: l.materialSpec },
    ]),
  );
  // A BOM being edited opens with its saved lines: not before they came, never empty after they failed.
  const sides = editing ? [lines] : [];
  const ready = sideQueriesReady(sides);
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改BOM：${editing.bomNo}` : '新增BOM'}
      okText="保存"
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: !ready }}
      width={1000}
    >
      <SideQueryAlert queries={sides} />
      {ready && (
        <Form<Values>
          form={form}
          name="bom"
          layout="vertical"
          initialValues={
            editing
              ? {
                  ...editing,
                  lines: sideRows(lines).map(
                    ({ id, sort, materialId, quantity, lossRate, position, substitute, remark }) => ({
                      id,
                      sort,
                      materialId,
                      quantity,
                      lossRate,
                      position,
                      substitute,
                      remark,
                    }),
                  ),
                }
              : { version: 'V1.0', baseQuantity: 1, type: 'PRODUCTION', lines: [] }
          }
        >
          <Space wrap size={16} align="start">
            <Form.Item
              name="parentMaterialId"
              label="父项物料"
              rules={[{ required: true, message: '请选择父项物料' }]}
            >
              <MaterialSelect
                known={
                  editing
                    ? {
                        id: editing.parentMaterialId,
                        code: editing.parentMaterialCode,
                        name: editing.parentMaterialName,
                        spec: editing.parentMaterialSpec,
                      }
                    : undefined
                }
                style={{ width: 320 }}
              />
            </Form.Item>
            <Form.Item
              name="version"
              label="版本"
              rules={[
                { required: true, message: '请输入版本' },
                ...contractRules(BomInputSchema.properties.version, '版本', '形如 V1.0'),
              ]}
            >
              <Input style={{ width: 90 }} />
            </Form.Item>
            <Form.Item name="baseQuantity" label="基本数量" rules={NUMBERS.baseQuantity.rules}>
              <NumberInput {...NUMBERS.baseQuantity.input} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="type" label="BOM类型" rules={[{ required: true, message: '请选择BOM类型' }]}>
              <DictSelect dict={BomTypeSchema} allowClear={false} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item
              name="effectiveDate"
              label="生效日期"
              rules={[{ required: true, message: '请选择生效日期' }]}
            >
              <DateInput />
            </Form.Item>
            <Form.Item
              name="expiryDate"
              label="失效日期"
              dependencies={['effectiveDate']}
              rules={[notBeforeDate('effectiveDate', '失效日期不能早于生效日期')]}
            >
              <DateInput />
            </Form.Item>
          </Space>
          <Form.Item
            name="remark"
            label="备注"
            rules={contractRules(BomInputSchema.properties.remark, '备注')}
          >
            <Input />
          </Form.Item>
          <Form.List
            name="lines"
            rules={[
              {
                validator: async (_, v?: unknown[]) =>
                  v && v.length > 0 ? undefined : Promise.reject(new Error('至少需要一个子项')),
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <FieldListTable
                label="BOM子项"
                emptyText="还没有子项"
                fields={fields}
                remove={remove}
                errors={errors}
                addText="添加子项"
                onAdd={() => add({ id: newId(), sort: fields.length + 1, lossRate: 0 })}
                columns={[
                  { key: 'sort', title: '序号', width: 56, render: (_, f) => f.name + 1 },
                  {
                    key: 'material',
                    title: '子项物料',
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'materialId']}
                        style={{ margin: 0 }}
                        rules={[{ required: true, message: '请选择物料' }]}
                      >
                        <MaterialSelect
                          aria-label={`子项物料 ${f.name + 1}`}
                          known={known.get(form.getFieldValue(['lines', f.name, 'materialId']))}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'quantity',
                    title: '用量',
                    width: 110,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'quantity']}
                        style={{ margin: 0 }}
                        rules={NUMBERS.quantity.rules}
                      >
                        <NumberInput {...NUMBERS.quantity.input} aria-label={`用量 ${f.name + 1}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'lossRate',
                    title: '损耗率%',
                    width: 100,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'lossRate']}
                        style={{ margin: 0 }}
                        rules={NUMBERS.lossRate.rules}
                      >
                        <NumberInput {...NUMBERS.lossRate.input} aria-label={`损耗率 ${f.name + 1}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'position',
                    title: '位号',
                    width: 120,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'position']}
                        style={{ margin: 0 }}
                        rules={contractRules(LINE.position, '位号')}
                      >
                        <Input aria-label={`位号 ${f.name + 1}`} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            )}
          </Form.List>
        </Form>
      )}
    </FormModal>
  );
}
