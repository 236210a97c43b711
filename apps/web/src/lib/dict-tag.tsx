import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { api } from './api';
import { keptAnswer } from './session-cache';

export type DictData = Schema<'DictData'>;

/**
 * A dictionary: an enum schema of the contract that names its dictionary (`x-dict`, e.g. `StatusSchema` from
 * `@backoffice/sdk/schemas`), or a dictionary type for a field the contract leaves free (a process category).
 */
export type DictRef = string | { readonly 'x-dict': string };

const dictTypeOf = (dict: DictRef) => (typeof dict === 'string' ? dict : dict['x-dict']);

/** 回显样式 → antd tag colour. */
export const TAG_COLORS: Record<Schema<'TagColor'>, string> = {
  default: 'default',
  primary: 'blue',
  success: 'success',
  info: 'cyan',
  warning: 'warning',
  danger: 'error',
};

/** The query of a dictionary's values, its last answer kept for the next visit (lib/session-cache). */
function dictQuery(dictType: string) {
  const options = apiQueryOptions(api, 'get', '/api/admin/dict/data', { params: { query: { dictType } } });
  return queryOptions({
    ...options,
    ...keptAnswer<DictData[]>(`dict:${dictType}`, options.queryFn),
    // The last visit's values are drawn at once and asked again; once the server has answered they hold for the session.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Number.POSITIVE_INFINITY),
  });
}

/**
 * The values of a dictionary, enabled ones by sort. Cached for the session (a dictionary changes rarely) and kept
 * for the next visit, where a list's tags are drawn from the kept values while they are asked again (issue 26);
 * 刷新缓存 and every change on 字典管理 refresh them everywhere (they invalidate getDictData).
 */
export function useDict(dict: DictRef) {
  const query = useQuery(dictQuery(dictTypeOf(dict)));
  const values = (query.data ?? []).filter((d) => d.status === 'ENABLED').sort((a, b) => a.sort - b.sort);
  return {
    values,
    options: values.map((d) => ({ value: d.value, label: d.label })),
    /** A value's label; the value itself when the dictionary does not hold it. */
    labelOf: (value: string) => values.find((d) => d.value === value)?.label ?? value,
    isPending: query.isPending,
  };
}

/**
 * A dictionary value as the coloured tag every list shows (screens.md §10), in its 回显样式 colour; the raw
 * value when the dictionary does not hold it. `text` may word it otherwise (审批中 with who holds it).
 */
export function DictTag({
  dict,
  value,
  text,
}: {
  dict: DictRef;
  value: string | null | undefined;
  text?: (label: string) => ReactNode;
}) {
  const { values } = useDict(dict);
  if (value == null || value === '') return null;
  const entry = values.find((d) => d.value === value);
  const label = entry?.label ?? value;
  return <Tag color={entry ? TAG_COLORS[entry.tagColor] : 'default'}>{text ? text(label) : label}</Tag>;
}
