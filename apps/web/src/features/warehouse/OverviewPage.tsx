import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ListStateView } from '@backoffice/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { DateRangeInput } from '../../lib/date-fields';
import { formatAmountNumber } from '../../lib/money';
import { formatQuantity } from '../../lib/quantity';
import { PATHS } from '../../lib/route-paths';
import { EXPIRING_WITHIN_DAYS } from './batch-rules';
// ECharts (its own vendor-charts chunk) loads after this screen, with its first chart; no other screen loads it.
import { OverviewChart } from './OverviewCharts';
import { WarehouseSelect } from './WarehouseSelect';
import { filteredPath } from './warehouse-queries';

type Overview = Schema<'Overview'>;
type Filters = { warehouseId?: string; dateFrom?: string; dateTo?: string };

/** One KPI card: its figure and the list it counts, a click away. */
interface Kpi {
  key: string;
  title: string;
  value: string | number;
  suffix?: string;
  to: string;
  warn?: boolean;
}

/** The KPIs of screens.md §8, each with the filtered list it counts. */
function kpisOf(overview: Overview, warehouseId: string | undefined): Kpi[] {
  const k = overview.kpis;
  const where = warehouseId ? { warehouseId } : {};
  const usage = k.totalLocations > 0 ? Math.round((k.occupiedLocations / k.totalLocations) * 100) : 0;
  return [
    { key: 'sku', title: '物料种类数', value: k.skuCount, to: filteredPath('warehouseInventory', where) },
    {
      key: 'quantity',
      title: '库存总量',
      value: formatQuantity(k.totalQuantity),
      to: filteredPath('warehouseInventory', where),
    },
    {
      key: 'amount',
      title: '库存金额（元）',
      value: formatAmountNumber(k.totalAmount),
      to: filteredPath('warehouseInventory', where),
    },
    {
      key: 'todayIn',
      title: '今日入库',
      value: k.todayIn.docCount,
      suffix: `单 · ${formatQuantity(k.todayIn.quantity)}`,
      to: filteredPath('warehouseRecord', { ...where, direction: 'IN', time: [overview.today] }),
    },
    {
      key: 'todayOut',
      title: '今日出库',
      value: k.todayOut.docCount,
      suffix: `单 · ${formatQuantity(k.todayOut.quantity)}`,
      to: filteredPath('warehouseRecord', { ...where, direction: 'OUT', time: [overview.today] }),
    },
    {
      key: 'pendingIn',
      title: '待执行入库单',
      value: k.pendingIn,
      to: filteredPath('warehouseDoc', { ...where, docType: 'IN', status: 'PENDING_EXECUTION' }),
    },
    {
      key: 'pendingOut',
      title: '待执行出库单',
      value: k.pendingOut,
      to: filteredPath('warehouseDoc', { ...where, docType: 'OUT', status: 'PENDING_EXECUTION' }),
    },
    {
      key: 'belowSafety',
      title: '低于安全库存',
      value: k.belowSafety,
      warn: k.belowSafety > 0,
      to: filteredPath('warehouseInventory', { ...where, belowSafety: true }),
    },
    {
      key: 'aboveMax',
      title: '高于最高库存',
      value: k.aboveMax,
      warn: k.aboveMax > 0,
      to: filteredPath('warehouseInventory', { ...where, aboveMax: true }),
    },
    {
      key: 'expiring',
      title: `临期批次（${EXPIRING_WITHIN_DAYS} 天内）`,
      value: k.expiringBatches,
      warn: k.expiringBatches > 0,
      to: filteredPath('warehouseBatch', { expiringWithinDays: EXPIRING_WITHIN_DAYS }),
    },
    {
      key: 'expired',
      title: '过期批次',
      value: k.expiredBatches,
      warn: k.expiredBatches > 0,
      to: filteredPath('warehouseBatch', { status: 'EXPIRED' }),
    },
    {
      key: 'usage',
      title: '库位使用率',
      value: usage,
      suffix: `% · ${k.occupiedLocations}/${k.totalLocations}`,
      to: PATHS.warehousePosition,
    },
  ];
}

/**
 * /warehouse/overview 仓库概览 (screens.md §8): the KPIs as cards, each opening the filtered list it counts; the
 * in/out trend of the date range (30 days unless chosen) and the stock by warehouse as charts; warehouse and date
 * filters; 刷新.
 */
export default function OverviewPage() {
  const [filters, setFilters] = useState<Filters>({});
  const query = useQuery({
    ...apiQueryOptions(api, 'post', '/api/warehouse/overview/get', { body: filters }),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Filters) => setFilters((current) => ({ ...current, ...patch }));
  const overview = query.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <WarehouseSelect
          aria-label="仓库"
          value={filters.warehouseId}
          onChange={(warehouseId?: string) => set({ warehouseId })}
          style={{ width: 200 }}
        />
        <DateRangeInput
          label="日期"
          value={[filters.dateFrom, filters.dateTo]}
          onChange={(range) => set({ dateFrom: range?.[0], dateTo: range?.[1] })}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          刷新
        </Button>
      </Space>
      {!overview ? (
        <ListStateView
          status={query.isError ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
          position="body"
        />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {kpisOf(overview, filters.warehouseId).map((kpi) => (
              <Col key={kpi.key} xs={12} md={8} xl={6} xxl={4}>
                <Link to={kpi.to} aria-label={`${kpi.title} ${kpi.value}${kpi.suffix ?? ''}，查看列表`}>
                  <Card hoverable size="small" style={{ height: '100%' }}>
                    <Statistic
                      title={kpi.title}
                      value={kpi.value}
                      suffix={kpi.suffix}
                      styles={kpi.warn ? { content: { color: 'var(--ant-color-warning)' } } : undefined}
                    />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Card
                title={`出入库趋势（${overview.trend[0]?.date ?? ''} 至 ${overview.trend.at(-1)?.date ?? ''}）`}
              >
                <OverviewChart overview={overview} kind="trend" />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title="各仓库存">
                <OverviewChart overview={overview} kind="byWarehouse" />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
