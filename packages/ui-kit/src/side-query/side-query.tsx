import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { type ReactNode, useState } from 'react';
import { failureReason } from '../list/list-status';
import { initialListParams, type ListParams } from '../rules/list-params';

/**
 * A query a form or a dialog needs besides its own record (the departments of 归属部门, the categories and
 * extension fields of 物料, a permission tree …): `loading` until it first came, `error` when it never came,
 * `ready` once its data is there (a later failed refresh keeps the data it has). Never an empty array in place of
 * a failure: the form says what failed, offers 重试 and does not save until every side query is ready.
 */
export type SideQueryStatus = 'loading' | 'error' | 'ready';

export interface SideQuery<T> {
  /** What the data is, as the user reads it (部门, 物料分类 …). */
  label: string;
  status: SideQueryStatus;
  data: T | undefined;
  error: unknown;
  retry: () => void;
}

/** The part of a TanStack query result a side query reads. */
export interface SideQueryResult<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A side query from its query's state. */
export function sideQuery<T>(label: string, query: SideQueryResult<T>): SideQuery<T> {
  const status: SideQueryStatus = query.data !== undefined ? 'ready' : query.isError ? 'error' : 'loading';
  return { label, status, data: query.data, error: query.error, retry: () => void query.refetch() };
}

/** Runs a query a form needs and returns it as a side query. */
export function useSideQuery<QueryData, QueryError, Data, Key extends QueryKey>(
  label: string,
  options: UseQueryOptions<QueryData, QueryError, Data, Key>,
): SideQuery<Data> {
  return sideQuery(label, useQuery(options));
}

const NO_ROWS: readonly never[] = [];

/**
 * The rows a form can offer so far from a side query of a list: none until they came (the select shows loading,
 * SideQueryAlert says when they failed, and the form does not save until they are there).
 */
export function sideRows<Row>(query: SideQuery<readonly Row[]>): readonly Row[] {
  return query.data ?? NO_ROWS;
}

/** Whether every side query has its data: until then a form does not save. */
export function sideQueriesReady(queries: readonly SideQuery<unknown>[]): boolean {
  return queries.every((query) => query.status === 'ready');
}

/**
 * What a form shows above its fields when a side query failed: which data did not load, why, and 重试 (for every
 * failed one). Nothing while they load (the field shows its own loading) or once they are there.
 */
export function SideQueryAlert({
  queries,
  consequence = '暂不能保存',
}: {
  queries: readonly SideQuery<unknown>[];
  /** What the user cannot do until they load. */
  consequence?: string;
}) {
  const failed = queries.filter((query) => query.status === 'error');
  if (failed.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={`${failed.map((query) => query.label).join('、')}加载失败，${consequence}`}
      description={failureReason(failed[0]?.error)}
      action={
        <Button
          size="small"
          onClick={() => {
            for (const query of failed) query.retry();
          }}
        >
          重试
        </Button>
      }
    />
  );
}

/**
 * What a select over a side query shows in its dropdown when it has no options: why, with 重试, when the query
 * failed (a filter of a query bar, where no alert stands above a form); its own empty text otherwise.
 */
export function SideQueryEmpty({ query, empty }: { query: SideQuery<unknown>; empty: ReactNode }) {
  if (query.status !== 'error') return empty;
  return (
    <Space>
      {`${query.label}加载失败`}
      <Button size="small" onClick={query.retry}>
        重试
      </Button>
    </Space>
  );
}

/**
 * Paging held by a sub-list itself (a tab of a drawer, a dialog's table): page and size of a list loaded whole,
 * for `useLocalList`'s `paging`, as `useServerList` keeps its own params when it is given none.
 */
export function useOwnPaging(pageSize?: number): {
  params: ListParams;
  onParamsChange: (next: ListParams) => void;
} {
  const [params, onParamsChange] = useState(() => initialListParams(pageSize));
  return { params, onParamsChange };
}

/**
 * What a select over the first page of a list says when the list holds more (never a silent cap): 显示前 N 条，共 M 条.
 * Nothing when every row is shown.
 */
export function partialListNote(shown: number, total: number): string | undefined {
  return total > shown ? `显示前 ${shown} 条，共 ${total} 条` : undefined;
}
