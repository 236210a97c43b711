import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { BomImportRequestSchema, UnitOfMeasureSchema } from '@backoffice/sdk/schemas';
import {
  FormCancelButton,
  FormModal,
  NumberInput,
  partialListNote,
  SideQueryAlert,
  sideQueriesReady,
  useSideQuery,
} from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { runAction, validatedValues } from '../../lib/actions';
import { api } from '../../lib/api';
import { DateInput } from '../../lib/date-fields';
import { DictTag } from '../../lib/dict';
import { numberField } from '../../lib/field-bounds';
import { quantityColumn } from '../../lib/quantity';

const QUANTITY = numberField(BomImportRequestSchema.properties.quantity, '数量', { required: true });

/** How many BOMs the select offers; when there are more, the field says so (显示前 100 条，共 M 条). */
const BOM_OPTIONS_SIZE = 100;

type Request = Schema<'BomImportRequest'>;
type PreviewLine = Schema<'BomImportLine'>;

/**
 * 从BOM导入: choose an effective default BOM and how many, 预览 what the server's explosion would add (every level),
 * then 确认导入. Changing the BOM or the quantity asks for a new preview.
 */
export function BomImportDialog({
  projectId,
  onClose,
  onImported,
}: {
  projectId: string;
  onClose: () => void;
  onImported: () => void;
}) {
  const [form] = Form.useForm<Omit<Request, 'projectId'>>();
  const [preview, setPreview] = useState<{ request: Request; lines: PreviewLine[] }>();
  const [busy, setBusy] = useState(false);
  // The effective default BOMs, filtered by the server; past one page the select says how many it offers.
  const boms = useSideQuery(
    'BOM',
    apiQueryOptions(api, 'post', '/api/material/bom/getPage', {
      body: { pageNum: 1, pageSize: BOM_OPTIONS_SIZE, isDefault: true, status: 'EFFECTIVE' },
    }),
  );
  const options = boms.data?.list.map((bom) => ({
    value: bom.id,
    label: `${bom.parentMaterialCode} ${bom.parentMaterialName} ${bom.version}`,
  }));
  const ready = sideQueriesReady([boms]);

  async function showPreview() {
    const values = await validatedValues(form);
    if (!values) return;
    const request = { projectId, ...values, demandDate: values.demandDate ?? null };
    setBusy(true);
    try {
      const lines = await api.POST('/api/project/material/bomPreview', { body: request });
      setPreview({ request, lines });
    } catch {
      // the sdk has shown why
    } finally {
      setBusy(false);
    }
  }
  async function confirm() {
    if (!preview) return;
    setBusy(true);
    try {
      await runAction(
        () => api.POST('/api/project/material/bomImport', { body: preview.request }),
        '导入成功',
        onImported,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="从BOM导入"
      width={820}
      footer={[
        <FormCancelButton key="cancel" />,
        <Button key="preview" onClick={showPreview} loading={busy && !preview} disabled={!ready}>
          预览
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!preview}
          loading={busy && Boolean(preview)}
          onClick={confirm}
        >
          确认导入
        </Button>,
      ]}
    >
      <SideQueryAlert queries={[boms]} consequence="暂不能导入" />
      <Form form={form} name="bom-import" layout="inline" onValuesChange={() => setPreview(undefined)}>
        <Form.Item
          name="bomId"
          label="BOM"
          rules={[{ required: true, message: '请选择BOM' }]}
          extra={boms.data && partialListNote(boms.data.list.length, boms.data.total)}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            loading={boms.status === 'loading'}
            placeholder="已生效的默认BOM"
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item name="quantity" label="数量" rules={QUANTITY.rules}>
          <NumberInput {...QUANTITY.input} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="demandDate" label="需求日期">
          <DateInput />
        </Form.Item>
      </Form>
      {preview && (
        <>
          <Alert
            style={{ margin: '16px 0 8px' }}
            type="info"
            showIcon
            message={`将导入 ${preview.lines.length} 种物料；已在需求清单中的，数量累加到原来那一行。`}
          />
          <Table<PreviewLine>
            aria-label="导入预览"
            rowKey="materialId"
            size="small"
            pagination={false}
            dataSource={preview.lines}
            columns={[
              { key: 'code', title: '物料编码', dataIndex: 'materialCode', width: 100 },
              { key: 'name', title: '物料名称', dataIndex: 'materialName' },
              { key: 'spec', title: '规格型号', dataIndex: 'materialSpec' },
              {
                key: 'unit',
                title: '单位',
                width: 70,
                render: (_, l) => <DictTag dict={UnitOfMeasureSchema} value={l.unit} />,
              },
              quantityColumn('quantity', '导入数量', 90),
              {
                key: 'existing',
                title: '清单中已有',
                width: 110,
                render: (_, l) =>
                  l.existingQuantity > 0 ? (
                    <Tag color="blue">{l.existingQuantity}（累加）</Tag>
                  ) : (
                    <Tag>新增</Tag>
                  ),
              },
            ]}
          />
        </>
      )}
    </FormModal>
  );
}
