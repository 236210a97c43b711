import type { Schema } from '@backoffice/sdk';
import { useMemo } from 'react';
import { type ChartColors, type ChartOption, LazyChart } from '../../lib/charts';

type Overview = Schema<'Overview'>;

/** What both charts share: transparent background, the theme's text, axis, tooltip and legend colours. */
function frame(c: ChartColors) {
  const axis = {
    axisLine: { lineStyle: { color: c.border } },
    axisLabel: { color: c.textSecondary },
    splitLine: { lineStyle: { color: c.borderSecondary } },
    nameTextStyle: { color: c.textSecondary },
  };
  const common = {
    backgroundColor: 'transparent',
    textStyle: { color: c.text },
    legend: { top: 0, right: 8, textStyle: { color: c.text } },
    tooltip: {
      trigger: 'axis' as const,
      backgroundColor: c.bgElevated,
      borderColor: c.border,
      textStyle: { color: c.text },
    },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
  };
  return { axis, common };
}

/** The in/out trend: ledger entries a day, 入库 green, 出库 red. */
function trendOption(overview: Overview, c: ChartColors): ChartOption {
  const { axis, common } = frame(c);
  return {
    ...common,
    xAxis: { type: 'category', data: overview.trend.map((p) => p.date.slice(5)), ...axis },
    yAxis: { type: 'value', name: '笔数', minInterval: 1, ...axis },
    series: [
      {
        name: '入库',
        type: 'line',
        showSymbol: false,
        data: overview.trend.map((p) => p.inCount),
        color: c.success,
      },
      {
        name: '出库',
        type: 'line',
        showSymbol: false,
        data: overview.trend.map((p) => p.outCount),
        color: c.error,
      },
    ],
  };
}

/** The stock amount of each warehouse. */
function warehouseOption(overview: Overview, c: ChartColors): ChartOption {
  const { axis, common } = frame(c);
  return {
    ...common,
    xAxis: { type: 'category', data: overview.byWarehouse.map((w) => w.warehouseName), ...axis },
    yAxis: { type: 'value', name: '金额（元）', ...axis },
    series: [
      {
        name: '库存金额',
        type: 'bar',
        barMaxWidth: 48,
        data: overview.byWarehouse.map((w) => w.amount),
        color: c.primary,
      },
    ],
  };
}

/**
 * One of 仓库概览's charts (screens.md §8): `trend`, the in/out ledger entries a day over the date range, or
 * `byWarehouse`, the stock amount of each warehouse. Colours come from the antd theme in force (its CSS
 * variables), so dark mode draws dark charts. ECharts loads after the screen, with its first chart.
 */
export function OverviewChart({ overview, kind }: { overview: Overview; kind: 'trend' | 'byWarehouse' }) {
  const option = useMemo(
    () =>
      kind === 'trend'
        ? (c: ChartColors) => trendOption(overview, c)
        : (c: ChartColors) => warehouseOption(overview, c),
    [overview, kind],
  );
  if (kind === 'trend') {
    const inTotal = overview.trend.reduce((sum, p) => sum + p.inCount, 0);
    const outTotal = overview.trend.reduce((sum, p) => sum + p.outCount, 0);
    return (
      <LazyChart
        option={option}
        label={`近 ${overview.trend.length} 天出入库趋势：入库 ${inTotal} 笔，出库 ${outTotal} 笔`}
      />
    );
  }
  return (
    <LazyChart
      option={option}
      label={`各仓库存金额：${overview.byWarehouse.map((w) => `${w.warehouseName} ${w.amount} 元`).join('，')}`}
    />
  );
}
