import type { Schema } from '@backoffice/sdk';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useThemeStore } from '../../stores/theme-store';

// The modular core: only the line and bar charts, their grid, tooltip and legend, drawn on a canvas.
use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

type Option = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;
type Overview = Schema<'Overview'>;

/** The antd theme's colours the charts use, as the page's CSS variables hold them (light or dark). */
export interface ChartColors {
  text: string;
  textSecondary: string;
  border: string;
  borderSecondary: string;
  bgElevated: string;
  primary: string;
  success: string;
  error: string;
}

/** Reads the theme's colours where the chart is drawn (antd 6 sets them as CSS variables on its components). */
function colorsAt(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(`--ant-${name}`).trim() || fallback;
  return {
    text: read('color-text', '#1f1f1f'),
    textSecondary: read('color-text-secondary', '#595959'),
    border: read('color-border', '#d9d9d9'),
    borderSecondary: read('color-border-secondary', '#f0f0f0'),
    bgElevated: read('color-bg-elevated', '#ffffff'),
    primary: read('color-primary', '#1677ff'),
    success: read('color-success', '#52c41a'),
    error: read('color-error', '#ff4d4f'),
  };
}

/**
 * One ECharts instance in a div, resized with its container, drawn again when the data or the theme (light/dark)
 * changes.
 */
function Chart({
  option,
  label,
  height = 280,
}: {
  option: (colors: ChartColors) => Option;
  label: string;
  height?: number;
}) {
  const element = useRef<HTMLDivElement>(null);
  const mode = useThemeStore((state) => state.mode);
  useEffect(() => {
    if (!element.current) return;
    const chart = init(element.current);
    chart.setOption(option(colorsAt(element.current)));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option, mode]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

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
function trendOption(overview: Overview, c: ChartColors): Option {
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
function warehouseOption(overview: Overview, c: ChartColors): Option {
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
 * variables), so dark mode draws dark charts. This module and ECharts load only with this screen.
 */
export default function OverviewChart({
  overview,
  kind,
}: {
  overview: Overview;
  kind: 'trend' | 'byWarehouse';
}) {
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
      <Chart
        option={option}
        label={`近 ${overview.trend.length} 天出入库趋势：入库 ${inTotal} 笔，出库 ${outTotal} 笔`}
      />
    );
  }
  return (
    <Chart
      option={option}
      label={`各仓库存金额：${overview.byWarehouse.map((w) => `${w.warehouseName} ${w.amount} 元`).join('，')}`}
    />
  );
}
