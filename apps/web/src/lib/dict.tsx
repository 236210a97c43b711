import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Tag from 'antd/es/tag';
import { api } from './api';

export type DictData = Schema<'DictData'>;

/** 回显样式 → antd tag colour. */
export const TAG_COLORS: Record<Schema<'TagColor'>, string> = {
  default: 'default',
  primary: 'blue',
  success: 'success',
  info: 'cyan',
  warning: 'warning',
  danger: 'error',
};

/** The values of a dictionary, enabled ones by sort (cached; 刷新缓存 on the dictionary screen refetches). */
export function useDict(dictType: string) {
  const query = useQuery({
    ...apiQueryOptions(api, 'get', '/api/admin/dict/data', { params: { query: { dictType } } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const values = (query.data ?? []).filter((d) => d.status === 'ENABLED').sort((a, b) => a.sort - b.sort);
  return {
    values,
    options: values.map((d) => ({ value: d.value, label: d.label })),
    isPending: query.isPending,
  };
}

/** A dictionary value as the coloured tag every list shows (screens.md §10); the raw value when unknown. */
export function DictTag({ dictType, value }: { dictType: string; value: string | null | undefined }) {
  const { values } = useDict(dictType);
  if (value == null || value === '') return null;
  const entry = values.find((d) => d.value === value);
  return <Tag color={entry ? TAG_COLORS[entry.tagColor] : 'default'}>{entry?.label ?? value}</Tag>;
}
