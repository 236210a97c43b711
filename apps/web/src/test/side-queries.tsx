import { type SideQuery, sideQuery, useSideQuery } from '@backoffice/ui-kit';
import type { ReactElement } from 'react';

/** A side query that has its data (a form opened once its departments, categories … came). */
export const readySide = <T,>(label: string, data: T): SideQuery<T> =>
  sideQuery(label, { data, isError: false, error: null, refetch: () => undefined });

/** A side query's server that fails until `heal()`, then answers `data`. */
export function failingUntilHealed<T>(data: T) {
  let failing = true;
  return {
    heal() {
      failing = false;
    },
    async fetch(): Promise<T> {
      if (failing) throw new Error('服务器开小差了');
      return data;
    },
  };
}

/** Runs one side query as a page does (no automatic retries) and renders the form with it. */
export function WithSideQuery<T>({
  label,
  fetch,
  children,
}: {
  label: string;
  fetch: () => Promise<T>;
  children: (query: SideQuery<T>) => ReactElement;
}) {
  const query = useSideQuery<T, Error, T, string[]>(label, {
    queryKey: ['side-query', label],
    queryFn: fetch,
    retry: false,
  });
  return children(query);
}
