// Test harness of the list hooks: an in-memory "server" behind TanStack Query, and a screen built the way an app
// builds one (PermissionTable spread with the hook's props).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PermissionProvider } from '../permission/permission-context';
import type { ListSort } from '../rules/list-params';

export interface Person {
  id: string;
  parentId: string;
  name: string;
  status: 'ENABLED' | 'DISABLED';
}

export const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    parentId: '0',
    name: `员工 ${i + 1}`,
    status: i % 2 === 0 ? 'ENABLED' : 'DISABLED',
  }));

/** A fake paged endpoint over `rows`, recording what each call was sent; it sorts by `name` when asked. */
export function fakeServer(rows: Person[]) {
  const calls: {
    pageNum: number;
    pageSize: number;
    filters: Record<string, unknown>;
    sort?: ListSort;
  }[] = [];
  let failing: Error | undefined;
  return {
    rows,
    calls,
    failWith(error: Error | undefined) {
      failing = error;
    },
    async getPage(pageNum: number, pageSize: number, filters: Record<string, unknown>, sort?: ListSort) {
      calls.push({ pageNum, pageSize, filters, ...(sort ? { sort } : {}) });
      if (failing) throw failing;
      const name = typeof filters.name === 'string' ? filters.name : '';
      const matching = rows.filter((row) => row.name.includes(name));
      if (sort?.field === 'name')
        matching.sort((a, b) => (sort.order === 'asc' ? 1 : -1) * a.name.localeCompare(b.name));
      return { list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matching.length };
    },
    async getAll() {
      if (failing) throw failing;
      return [...rows];
    },
  };
}

export function withQueryClient(
  children: ReactNode,
  codes: string[] = [],
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return (
    <QueryClientProvider client={client}>
      <PermissionProvider codes={codes}>{children}</PermissionProvider>
    </QueryClientProvider>
  );
}
