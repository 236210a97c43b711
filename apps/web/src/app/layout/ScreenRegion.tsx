import { useQueryClient } from '@tanstack/react-query';
import Layout from 'antd/es/layout';
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * The screen's region (`<main>`), `aria-busy` while any of its data is loading or being saved: assistive technology
 * waits for the region to be complete before reading it, and a journey waits for the same state. The attribute is
 * set on the element as calls start and end, not rendered: a render for each would break into the screen's own
 * first render, which React then starts again (issue 26: three such restarts before a deep link's first row).
 */
export function ScreenRegion({ style, children }: { style: CSSProperties; children: ReactNode }) {
  const client = useQueryClient();
  const region = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const show = () =>
      element.setAttribute('aria-busy', String(client.isFetching() + client.isMutating() > 0));
    show();
    const stopQueries = client.getQueryCache().subscribe(show);
    const stopMutations = client.getMutationCache().subscribe(show);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
  return (
    <Layout.Content ref={region} style={style}>
      {children}
    </Layout.Content>
  );
}
