import { ChunkFallback, lazyChunk } from '../lazy-chunk';
import type { ChartProps } from './chart-types';

export type { ChartColors, ChartOption, ChartProps } from './chart-types';

const EChart = lazyChunk('charts', () => import('./EChart'));

/**
 * A chart drawn with ECharts' modular core (line and bar, grid, tooltip, legend, canvas), its colours from the antd
 * theme in force so dark mode draws dark charts. ECharts loads when the first chart is shown, after the screen
 * itself: a screen with charts renders its figures first and the charts a moment later, and no other screen
 * loads the library.
 */
export function LazyChart(props: ChartProps) {
  const height = props.height ?? 280;
  return (
    <ChunkFallback value={<div aria-busy="true" style={{ width: '100%', height }} />}>
      <EChart {...props} />
    </ChunkFallback>
  );
}
