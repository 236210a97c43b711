import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import Layout from 'antd/es/layout';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The screen's region (`<main>`), `aria-busy` while any of its data is loading or being saved: assistive technology
 * waits for the region to be complete before reading it, and a journey waits for the same state. Its own component,
 * so a request starting or ending renders this element alone, not the layout around it.
 */
export function ScreenRegion({ style, children }: { style: CSSProperties; children: ReactNode }) {
  const busy = useIsFetching() + useIsMutating() > 0;
  return (
    <Layout.Content aria-busy={busy} style={style}>
      {children}
    </Layout.Content>
  );
}
