import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { listPathWith } from '../../lib/list-links';
import { HomeCard } from './HomeCard';

/**
 * 库存预警 (screens.md §1): how many materials are below their safety stock and how many batches expire within 30
 * days, with the first of each; 查看全部 opens 库存查询 filtered to 低于安全库存.
 */
export function StockAlertCard() {
  const alerts = useQuery(apiQueryOptions(api, 'get', '/api/warehouse/inventory/alerts'));
  const data = alerts.data;
  const items = [
    ...(data?.belowSafety ?? []).map((m) => ({
      key: m.materialId,
      tag: <Tag color="warning">低于安全库存</Tag>,
      text: `${m.materialCode} ${m.materialName}`,
      detail: `在库 ${m.onHand} / 安全 ${m.safetyStock} ${m.unit}`,
      to: listPathWith('warehouseInventory', { belowSafety: true, keyword: m.materialCode }),
    })),
    ...(data?.expiring ?? []).map((b) => ({
      key: b.batchId,
      tag: <Tag color="error">临期</Tag>,
      text: `${b.batchNo} ${b.materialName}`,
      detail: `${b.quantity} ${b.unit} · ${b.expiryDate} 到期`,
      to: listPathWith('warehouseBatch', { batchNo: b.batchNo }),
    })),
  ].slice(0, 5);
  return (
    <HomeCard
      title="库存预警"
      more={listPathWith('warehouseInventory', { belowSafety: true })}
      query={alerts}
    >
      <Space size={32} style={{ marginBottom: 8 }}>
        <Statistic title="低于安全库存" value={data?.belowSafetyCount ?? 0} prefix={<WarningOutlined />} />
        <Statistic title="临期批次" value={data?.expiringCount ?? 0} />
      </Space>
      <List
        size="small"
        dataSource={items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有库存预警" /> }}
        renderItem={(item) => (
          <List.Item>
            <Space size={4} wrap>
              {item.tag}
              <Link to={item.to}>{item.text}</Link>
              <span style={{ color: 'var(--ant-color-text-secondary)' }}>{item.detail}</span>
            </Space>
          </List.Item>
        )}
      />
    </HomeCard>
  );
}
