import { PurchaseOrderStatusSchema, ReceiptStatusSchema } from '@backoffice/sdk/schemas';
import type { RowAction } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Divider from 'antd/es/divider';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import { Link } from 'react-router-dom';
import { Attachments } from '../../lib/attachments';
import { AttrTagList } from '../../lib/attr-tags';
import { DictTag } from '../../lib/dict';
import { DOCUMENT_PARAM, DocumentLinks } from '../../lib/document-links';
import { displayMoney, moneyInWords, parseMoney } from '../../lib/money';
import { RegionLoading } from '../../lib/region-loading';
import { pathWith } from '../../lib/route-paths';
import { ActionButtons } from './ActionButtons';
import { DOCUMENT_DRAWER_SIZE } from './drawer-sizes';
import { OrderLinesTable } from './OrderLinesTable';
import { useOrder } from './order-queries';
import type { PurchaseOrder } from './order-rules';

function Body({ order }: { order: PurchaseOrder }) {
  return (
    <>
      {order.statusReason && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={order.statusReason} />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'no', label: '订单号', children: order.orderNo },
          {
            key: 'supplier',
            label: '供应商',
            children: (
              <Link to={pathWith('purchaseSupplier', { [DOCUMENT_PARAM]: order.supplierId })}>
                {order.supplierName}
              </Link>
            ),
          },
          { key: 'buyer', label: '采购员', children: order.buyer.name },
          { key: 'orderDate', label: '下单日期', children: order.orderDate },
          { key: 'expectedDate', label: '预计到货', children: order.expectedDate },
          { key: 'currency', label: '币种', children: order.currency },
          { key: 'paymentTerms', label: '付款条件', children: order.paymentTerms },
          { key: 'project', label: '项目', children: order.projectName ?? '无' },
          {
            key: 'receipt',
            label: '入库状态',
            children: <DictTag dict={ReceiptStatusSchema} value={order.receiptStatus} />,
          },
          { key: 'tags', label: '属性标签', children: <AttrTagList tags={order.tags} /> },
          {
            key: 'total',
            label: '含税金额',
            children: `${displayMoney(order.totalWithTax)}（${moneyInWords(parseMoney(order.totalWithTax) ?? 0n)}）`,
            span: 2,
          },
          ...(order.remark ? [{ key: 'remark', label: '备注', children: order.remark, span: 3 }] : []),
        ]}
      />
      <Divider titlePlacement="start">单据联查</Divider>
      <DocumentLinks sources={order.sourceRequests} downstream={order.stockIns} />
      <Divider titlePlacement="start">订单明细</Divider>
      <OrderLinesTable order={order} />
      {order.attachments.length > 0 && (
        <>
          <Divider titlePlacement="start">附件</Divider>
          <Attachments files={order.attachments} />
        </>
      )}
    </>
  );
}

/**
 * 采购订单详情 (screens.md §7), opened by the URL's detail parameter: the order, its lines and totals, its source
 * requests and its stock-in documents (each one click away), and the actions its status allows.
 */
export function OrderDetail({
  id,
  onClose,
  actionsFor,
}: {
  id: string | null;
  onClose: () => void;
  actionsFor: (order: PurchaseOrder) => RowAction[];
}) {
  const query = useOrder(id);
  const order = query.data;
  return (
    <Drawer
      open={id !== null}
      size={DOCUMENT_DRAWER_SIZE}
      title={
        order ? (
          <>
            采购订单 {order.orderNo} <DictTag dict={PurchaseOrderStatusSchema} value={order.status} />
          </>
        ) : (
          '采购订单详情'
        )
      }
      onClose={onClose}
      destroyOnHidden
      footer={order ? <ActionButtons actions={actionsFor(order)} /> : null}
    >
      {query.isPending ? (
        <RegionLoading />
      ) : query.isError || !order ? (
        <Empty description="采购订单加载失败">
          <Button onClick={() => void query.refetch()}>重试</Button>
        </Empty>
      ) : (
        <Body order={order} />
      )}
    </Drawer>
  );
}
