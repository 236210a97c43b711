import {
  StockBusinessTypeSchema,
  UnitOfMeasureSchema,
  WarehouseDocInputSchema,
  WarehouseDocLineInputSchema,
  WarehouseDocTypeSchema,
} from '@backoffice/sdk/schemas';
import { FormCancelButton, FormDrawer, NumberInput } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DateInput } from '../../lib/date-fields';
import { DictTag, useDict } from '../../lib/dict';
import { numberField } from '../../lib/field-bounds';
import { ListErrors } from '../../lib/list-errors';
import { MaterialPicker, ProjectSelect } from '../../lib/pickers';
import { SupplierSelect } from '../../lib/pickers/SupplierSelect';
import { DocLinkText } from './DocLinkText';
import {
  type DocDraft,
  docSaveBody,
  type DocLine as Line,
  lineOf,
  type WarehouseDocInput,
} from './doc-draft';
import { docHeaderFields, type ShownField } from './doc-fields';
import { docDirection } from './doc-lifecycle';
import { WarehouseSelect } from './WarehouseSelect';

const FIELDS = WarehouseDocInputSchema.properties;
const LINE_FIELDS = WarehouseDocLineInputSchema.properties;

/**
 * A document's draft (screens.md §8: a full form with lines): the header (warehouse, planned date, the fields its
 * business needs — 供应商, 领用部门 / 退料部门, 项目, 调入仓库 (doc-fields.ts) — and a remark) and its lines, each a material copied when the line was made, with 应收 / 应发 and a remark. Saving
 * keeps it a 草稿; the lines' keys are the server's or new ids.
 */
export function DocForm({
  draft,
  title,
  onClose,
  onSaved,
}: {
  draft: DocDraft;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<WarehouseDocInput>();
  const [picking, setPicking] = useState(false);
  const { labelOf: unitLabel } = useDict(UnitOfMeasureSchema);
  const { save, saving } = useSaveDialog(
    form,
    (values) =>
      api.POST('/api/warehouse/doc/save', {
        // validateFields answers only the fields on screen; the lines' copied material fields live in the store
        body: docSaveBody(draft, values, form.getFieldValue('lines') as Line[]),
      }),
    '保存成功',
    onSaved,
  );
  const quantityTitle = docDirection(draft.docType) === 'OUT' ? '应发' : '应收';
  const quantity = numberField(LINE_FIELDS.expectedQuantity, `${quantityTitle}数量`, { required: true });
  const transfer = draft.docType === 'TRANSFER';
  const headerFields = docHeaderFields(draft);
  return (
    <FormDrawer
      form={form}
      onClose={onClose}
      size="min(960px, 100vw)"
      title={title}
      extra={
        <Space>
          <FormCancelButton />
          <Button type="primary" loading={saving} onClick={save}>
            保存草稿
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <DictTag dict={WarehouseDocTypeSchema} value={draft.docType} />
        <DictTag dict={StockBusinessTypeSchema} value={draft.businessType} />
        {draft.source && (
          <span>
            来源：
            <DocLinkText link={draft.source} showKind />
          </span>
        )}
      </Space>
      <Form<WarehouseDocInput> form={form} name="warehouse-doc" layout="vertical" initialValues={draft}>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="warehouseId"
              label={transfer ? '调出仓库' : '仓库'}
              rules={[{ required: true, message: transfer ? '请选择调出仓库' : '请选择仓库' }]}
            >
              <WarehouseSelect allowClear={false} placeholder="请选择仓库" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="plannedDate"
              label="计划日期"
              rules={[{ required: true, message: '请选择计划日期' }]}
            >
              <DateInput />
            </Form.Item>
          </Col>
          {headerFields.map((shown) => (
            <Col xs={24} sm={8} key={shown.field}>
              <HeaderField shown={shown} />
            </Col>
          ))}
        </Row>
        <Form.Item name="remark" label="备注" rules={contractRules(FIELDS.remark, '备注')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.List
          name="lines"
          rules={[
            {
              validator: (_, lines?: Line[]) =>
                lines && lines.length > 0 ? Promise.resolve() : Promise.reject(new Error('至少保留一行明细')),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              <Button style={{ marginBottom: 8 }} onClick={() => setPicking(true)}>
                添加物料
              </Button>
              {picking && (
                <MaterialPicker
                  multiple
                  excludeIds={
                    (form.getFieldValue('lines') as Line[] | undefined)?.map((l) => l.materialId) ?? []
                  }
                  onCancel={() => setPicking(false)}
                  onPick={(materials) => {
                    for (const material of materials) add(lineOf(material, unitLabel));
                    setPicking(false);
                  }}
                />
              )}
              <Table
                rowKey="key"
                size="small"
                pagination={false}
                // On a phone the lines scroll sideways rather than squeezing each column to a letter.
                scroll={{ x: 640 }}
                dataSource={fields}
                columns={[
                  {
                    key: 'material',
                    title: '物料',
                    render: (_, field) => {
                      const line = form.getFieldValue(['lines', field.name]) as Line;
                      return `${line.materialCode} ${line.materialName}`;
                    },
                  },
                  {
                    key: 'spec',
                    title: '规格 / 单位',
                    render: (_, field) => {
                      const line = form.getFieldValue(['lines', field.name]) as Line;
                      return `${line.spec ?? ''} · ${line.unit}`;
                    },
                  },
                  {
                    key: 'expectedQuantity',
                    title: quantityTitle,
                    width: 150,
                    render: (_, field) => (
                      <Form.Item
                        name={[field.name, 'expectedQuantity']}
                        style={{ margin: 0 }}
                        rules={quantity.rules}
                      >
                        <NumberInput
                          {...quantity.input}
                          aria-label={`${quantityTitle}数量（第 ${field.name + 1} 行）`}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'remark',
                    title: '备注',
                    render: (_, field) => (
                      <Form.Item
                        name={[field.name, 'remark']}
                        style={{ margin: 0 }}
                        rules={contractRules(LINE_FIELDS.remark, '备注')}
                      >
                        <Input aria-label={`备注（第 ${field.name + 1} 行）`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'remove',
                    title: '操作',
                    width: 70,
                    render: (_, field) => (
                      <Button type="link" size="small" danger onClick={() => remove(field.name)}>
                        删除
                      </Button>
                    ),
                  },
                ]}
              />
              <ListErrors errors={errors} />
            </>
          )}
        </Form.List>
      </Form>
    </FormDrawer>
  );
}

/** A draft's null (no supplier, no project) as a select's empty value: it shows the placeholder and looks up nothing. */
const noneAsEmpty = (value: string | null | undefined) => ({ value: value ?? undefined });

/**
 * One header field of the document's business (doc-fields.ts): 调入仓库 (not the 调出仓库), 供应商 (every supplier
 * when one is named by hand: goods from one no longer ordered from can still go back to it), the department, the
 * project; read-only where the source decided it.
 */
function HeaderField({ shown }: { shown: ShownField }) {
  const { field, label, required, readOnly } = shown;
  const rules = [{ required, message: `请${field === 'dept' ? '输入' : '选择'}${label}` }];
  switch (field) {
    case 'targetWarehouse':
      return (
        <Form.Item
          name="targetWarehouseId"
          label={label}
          dependencies={['warehouseId']}
          rules={[
            ...rules,
            ({ getFieldValue }) => ({
              validator: (_, target?: string) =>
                target && target === getFieldValue('warehouseId')
                  ? Promise.reject(new Error('调入仓库不能与调出仓库相同'))
                  : Promise.resolve(),
            }),
          ]}
        >
          <WarehouseSelect allowClear={false} placeholder="请选择仓库" />
        </Form.Item>
      );
    case 'supplier':
      return (
        <Form.Item name="supplierId" label={label} rules={rules} getValueProps={noneAsEmpty}>
          <SupplierSelect purpose="filter" disabled={readOnly} aria-label={label} />
        </Form.Item>
      );
    case 'dept':
      return (
        <Form.Item name="deptName" label={label} rules={[...rules, ...contractRules(FIELDS.deptName, label)]}>
          <Input disabled={readOnly} />
        </Form.Item>
      );
    case 'project':
      return (
        <Form.Item name="projectId" label={label} rules={rules} getValueProps={noneAsEmpty}>
          <ProjectSelect
            disabled={readOnly}
            aria-label={label}
            placeholder={readOnly ? '不关联项目' : '选择项目'}
            style={{ minWidth: 0 }}
          />
        </Form.Item>
      );
  }
}
