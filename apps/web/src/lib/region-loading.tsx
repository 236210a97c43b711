import Spin from 'antd/es/spin';

/**
 * What a region (a screen, a drawer's body, a print or label sheet) shows while what it holds is on its way: one
 * spinner, 80 px below the region's top, the same everywhere.
 */
export function RegionLoading() {
  return <Spin style={{ display: 'block', marginTop: 80 }} />;
}
