import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ReceiptStatusSchema } from '@backoffice/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict-tag';
import { documentPath } from '../../lib/document-paths';
import { pathWith } from '../../lib/route-paths';
import { CardList as List } from './CardList';
import { HomeCard } from './HomeCard';
import { HOME_LIST_SIZE } from './home-rules';

type PurchaseOrder = Schema<'PurchaseOrder'>;

const AWAITING = { awaitingReceipt: true };

/** 查看全部: the order list with the same filter the card counts by, as its URL keeps filters. */
const ALL_AWAITING = pathWith('purchaseOrder', { filter: JSON.stringify(AWAITING) });

/**
 * 待入库采购订单 (screens.md §1, purchase orders awaiting receipt): how many released orders still have goods to
 * come, and the first five, each opening its order.
 */
export function PurchaseReceiptCard() {
  const orders = useQuery(
    apiQueryOptions(api, 'post', '/api/purchase/order/getPage', {
      body: { pageNum: 1, pageSize: HOME_LIST_SIZE, ...AWAITING },
    }),
  );
  return (
    <HomeCard
      title="待入库采购订单"
      more={ALL_AWAITING}
      count={{ label: '待入库', value: orders.data?.total ?? 0, icon: <InboxOutlined /> }}
      query={orders}
    >
      <List<PurchaseOrder>
        dataSource={orders.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有待入库的订单" /> }}
        renderItem={(order) => (
          <List.Item extra={<DictTag dict={ReceiptStatusSchema} value={order.receiptStatus} />}>
            <List.Item.Meta
              title={<Link to={documentPath({ type: 'PURCHASE_ORDER', id: order.id })}>{order.orderNo}</Link>}
              description={`${order.supplierName} · 预计到货 ${order.expectedDate}`}
            />
          </List.Item>
        )}
      />
    </HomeCard>
  );
}
