import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { StockBusinessTypeSchema, WarehouseDocTypeSchema } from '@backoffice/sdk/schemas';
import { FormModal, SideQueryAlert, sideQueriesReady, useSideQuery } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { api } from '../../lib/api';
import { localDate } from '../../lib/dates';
import { useDict } from '../../lib/dict';
import { ProjectSelect, projectLabel } from '../../lib/pickers';
import { BLANK_DOC_KINDS, type BlankDocKind, blankDocKind, blankDraft } from './blank-docs';
import type { DocDraft } from './doc-draft';

type ReceivableOrder = Schema<'ReceivableOrder'>;
type Kind = Schema<'WarehouseDocDraftRequest'>['kind'] | 'BLANK';
interface Values {
  kind: Kind;
  orderId?: string;
  projectId?: string;
  businessType?: Schema<'StockBusinessType'>;
}

const KINDS: { value: Kind; label: string }[] = [
  { value: 'PURCHASE_ORDER', label: '采购入库单（按采购订单）' },
  { value: 'PROJECT', label: '领料出库单（按项目需求）' },
  { value: 'BLANK', label: '其他单据（空白）' },
];

/**
 * 新增 of 单据管理 (screens.md §8): a document is made from its source: a 入库单 from a released purchase order
 * (its open lines, each expecting what is still to receive) or a 领料出库单 from a project's demand (what it has
 * not yet issued), which the server drafts; or blank, by its business (其他入库, 退料入库, 其他出库: blank-docs.ts),
 * its lines picked in the form. Nothing is saved until the draft form is saved.
 */
export function DocFromSourceDialog({
  onClose,
  onDraft,
}: {
  onClose: () => void;
  onDraft: (draft: DocDraft, title: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'PURCHASE_ORDER';
  const orderId = Form.useWatch('orderId', form);
  const { labelOf: businessLabel } = useDict(StockBusinessTypeSchema);
  const { labelOf: docTypeLabel } = useDict(WarehouseDocTypeSchema);
  // 其他入库单, 其他出库单 … by their business; 调拨单 and 退货单 are named by their type alone
  const blankName = (blank: BlankDocKind) =>
    blank.docType === 'IN' || blank.docType === 'OUT'
      ? `${businessLabel(blank.businessType)}单`
      : docTypeLabel(blank.docType);
  const [projectName, setProjectName] = useState('');
  const [busy, setBusy] = useState(false);
  const orders = useSideQuery('待入库的采购订单', {
    ...apiQueryOptions(api, 'post', '/api/warehouse/doc/receivableOrders', { body: {} }),
    enabled: kind === 'PURCHASE_ORDER',
  });
  // A draft from an order needs the orders: not while they load or after they failed (the alert says so).
  const sides = kind === 'PURCHASE_ORDER' ? [orders] : [];
  const order = orders.data?.find((o) => o.id === orderId);

  async function draft() {
    const values = await form.validateFields();
    if (values.kind === 'BLANK') {
      const blank = blankDocKind(values.businessType);
      if (blank) onDraft(blankDraft(blank, localDate()), `新增${blankName(blank)}`);
      return;
    }
    const sourceId = values.kind === 'PURCHASE_ORDER' ? values.orderId : values.projectId;
    if (!sourceId) return;
    setBusy(true);
    try {
      const drafted = await api.POST('/api/warehouse/doc/draftFromSource', {
        body: { kind: values.kind, sourceId },
      });
      onDraft(
        drafted,
        values.kind === 'PURCHASE_ORDER'
          ? `新增入库单（${order?.orderNo ?? ''}）`
          : `新增领料出库单（${projectName}）`,
      );
    } catch {
      // the sdk has shown why (nothing left to receive or issue …)
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="新增单据"
      okText="生成草稿"
      onOk={draft}
      confirmLoading={busy}
      okButtonProps={{ disabled: !sideQueriesReady(sides) }}
      width="min(720px, 100vw)"
    >
      <SideQueryAlert queries={sides} />
      <Form<Values>
        form={form}
        name="doc-from-source"
        layout="vertical"
        initialValues={{ kind: 'PURCHASE_ORDER' }}
      >
        <Form.Item name="kind" label="单据来源">
          <Radio.Group options={KINDS} optionType="button" />
        </Form.Item>
        {kind === 'BLANK' ? (
          <Form.Item
            name="businessType"
            label="业务类型"
            rules={[{ required: true, message: '请选择业务类型' }]}
          >
            <Radio.Group
              options={BLANK_DOC_KINDS.map((blank) => ({
                value: blank.businessType,
                label: blankName(blank),
              }))}
            />
          </Form.Item>
        ) : kind === 'PURCHASE_ORDER' ? (
          <>
            <Form.Item
              name="orderId"
              label="采购订单"
              extra="已审核、尚有未到货数量的采购订单；入库单按各行待收数量生成，保存前可调整。"
              rules={[{ required: true, message: '请选择采购订单' }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={orders.status === 'loading'}
                placeholder="选择采购订单"
                notFoundContent="没有待入库的采购订单"
                options={orders.data?.map((o) => ({
                  value: o.id,
                  label: `${o.orderNo} ${o.supplierName}`,
                }))}
              />
            </Form.Item>
            {order && <OpenLines order={order} />}
          </>
        ) : (
          <Form.Item
            name="projectId"
            label="项目"
            extra="按项目物料需求中尚未领用的数量生成，保存前可调整。"
            rules={[{ required: true, message: '请选择项目' }]}
          >
            <ProjectSelect
              statuses={['IN_PROGRESS', 'NOT_STARTED']}
              onChange={(_id, project) => setProjectName(project ? projectLabel(project) : '')}
            />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}

/** The chosen order's open lines: what the 入库单 will expect. */
function OpenLines({ order }: { order: ReceivableOrder }) {
  return (
    <>
      <Typography.Text type="secondary">待收明细</Typography.Text>
      <Table
        rowKey="lineId"
        size="small"
        pagination={false}
        dataSource={order.lines}
        columns={[
          {
            key: 'material',
            title: '物料',
            render: (_, l) => `${l.materialCode} ${l.materialName}`,
          },
          { dataIndex: 'orderedQuantity', title: '订购', align: 'right' },
          { dataIndex: 'receivedQuantity', title: '已收', align: 'right' },
          { dataIndex: 'openQuantity', title: '待收', align: 'right' },
          { dataIndex: 'unit', title: '单位' },
        ]}
      />
    </>
  );
}
