import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { pathWith } from '../../lib/route-paths';
import { CardList as List } from './CardList';
import { HomeCard } from './HomeCard';

/** A list opened filtered, as the list writes its filters in the URL (list-links' listPathWith, lighter for home). */
const listOf = (name: 'warehouseInventory' | 'warehouseBatch', filters: Record<string, unknown>) =>
  pathWith(name, { filter: JSON.stringify(filters) });

/**
 * 库存预警 (screens.md §1): how many materials are below their safety stock and how many batches expire within 30
 * days, with the first of each; 查看全部 opens 库存查询 filtered to 低于安全库存.
 */
export function StockAlertCard() {
  const alerts = useQuery(apiQueryOptions(api, 'get', '/api/warehouse/inventory/alerts'));
  const data = alerts.data;
  const items = [
    ...(data?.belowSafety ?? []).map((m) => ({
      id: `material-${m.materialId}`,
      tag: <Tag color="warning">低于安全库存</Tag>,
      text: `${m.materialCode} ${m.materialName}`,
      detail: `在库 ${m.onHand} / 安全 ${m.safetyStock} ${m.unit}`,
      to: listOf('warehouseInventory', { belowSafety: true, keyword: m.materialCode }),
    })),
    ...(data?.expiring ?? []).map((b) => ({
      id: `batch-${b.batchId}`,
      tag: <Tag color="error">临期</Tag>,
      text: `${b.batchNo} ${b.materialName}`,
      detail: `${b.quantity} ${b.unit} · ${b.expiryDate} 到期`,
      to: listOf('warehouseBatch', { batchNo: b.batchNo }),
    })),
  ].slice(0, 5);
  return (
    <HomeCard title="库存预警" more={listOf('warehouseInventory', { belowSafety: true })} query={alerts}>
      <div style={{ display: 'flex', gap: 32 }}>
        <Statistic title="低于安全库存" value={data?.belowSafetyCount ?? 0} prefix={<InboxOutlined />} />
        <Statistic title="临期批次" value={data?.expiringCount ?? 0} />
      </div>
      <List
        dataSource={items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有库存预警" /> }}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta
              title={
                <>
                  {item.tag}
                  <Link to={item.to}>{item.text}</Link>
                </>
              }
              description={item.detail}
            />
          </List.Item>
        )}
      />
    </HomeCard>
  );
}
