import type { Schema } from '@backoffice/sdk';
import theme from 'antd/es/theme';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';

// The modular core: only the line and bar charts, their grid, tooltip and legend, drawn on a canvas.
use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

type Option = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;
type Overview = Schema<'Overview'>;

/** One ECharts instance in a div, resized with its container, redrawn when the option (or the theme) changes. */
function Chart({ option, label, height = 280 }: { option: Option; label: string; height?: number }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = init(element.current);
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

/** The options of both charts, in the colours of the antd theme in force. */
function chartOptions(overview: Overview, token: ReturnType<typeof theme.useToken>['token']) {
  const axis = {
    axisLine: { lineStyle: { color: token.colorBorder } },
    axisLabel: { color: token.colorTextSecondary },
    splitLine: { lineStyle: { color: token.colorBorderSecondary } },
    nameTextStyle: { color: token.colorTextSecondary },
  };
  const common = {
    backgroundColor: 'transparent',
    textStyle: { color: token.colorText },
    legend: { textStyle: { color: token.colorText } },
    tooltip: {
      trigger: 'axis' as const,
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorder,
      textStyle: { color: token.colorText },
    },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
  };
  const trend: Option = {
    ...common,
    xAxis: { type: 'category', data: overview.trend.map((p) => p.date.slice(5)), ...axis },
    yAxis: { type: 'value', name: '笔数', minInterval: 1, ...axis },
    series: [
      {
        name: '入库',
        type: 'line',
        smooth: true,
        data: overview.trend.map((p) => p.inCount),
        color: token.colorSuccess,
      },
      {
        name: '出库',
        type: 'line',
        smooth: true,
        data: overview.trend.map((p) => p.outCount),
        color: token.colorError,
      },
    ],
  };
  const byWarehouse: Option = {
    ...common,
    xAxis: { type: 'category', data: overview.byWarehouse.map((w) => w.warehouseName), ...axis },
    yAxis: { type: 'value', name: '金额（元）', ...axis },
    series: [
      {
        name: '库存金额',
        type: 'bar',
        barMaxWidth: 48,
        data: overview.byWarehouse.map((w) => w.amount),
        color: token.colorPrimary,
      },
    ],
  };
  return { trend, byWarehouse };
}

/**
 * One of 仓库概览's charts (screens.md §8): `trend`, the in/out ledger entries a day over the date range, or
 * `byWarehouse`, the stock amount of each warehouse. Colours come from the antd theme in force, so dark mode draws
 * dark charts. This module and ECharts load only with this screen.
 */
export default function OverviewChart({
  overview,
  kind,
}: {
  overview: Overview;
  kind: 'trend' | 'byWarehouse';
}) {
  const { token } = theme.useToken();
  const options = useMemo(() => chartOptions(overview, token), [overview, token]);
  if (kind === 'trend') {
    const inTotal = overview.trend.reduce((sum, p) => sum + p.inCount, 0);
    const outTotal = overview.trend.reduce((sum, p) => sum + p.outCount, 0);
    return (
      <Chart
        option={options.trend}
        label={`近 ${overview.trend.length} 天出入库趋势：入库 ${inTotal} 笔，出库 ${outTotal} 笔`}
      />
    );
  }
  return (
    <Chart
      option={options.byWarehouse}
      label={`各仓库存金额：${overview.byWarehouse.map((w) => `${w.warehouseName} ${w.amount} 元`).join('，')}`}
    />
  );
}
