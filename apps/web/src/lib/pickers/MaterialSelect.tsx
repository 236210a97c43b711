import { apiQueryOptions } from '@backoffice/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useMemo, useState } from 'react';
import { api } from '../api';
import { optionsWith } from './chosen-option';
import { type Material, materialLabel } from './material-picker-rules';
import { selectStates } from './select-states';
import { useChosenRecord } from './use-chosen-record';
import { useTypedKeyword } from './use-typed-keyword';

/** How many materials a search offers. */
export const MATERIAL_SELECT_SIZE = 20;

/** The material a line already holds, so its label shows before any search. */
export type KnownMaterial = Pick<Material, 'id' | 'code' | 'name' | 'spec'>;

/** Props of {@link MaterialSelect}. */
export interface MaterialSelectProps {
  /** The chosen material's id (antd Form sets it). */
  value?: string;
  /** The new id, and the whole record when it came from a search (undefined when cleared). */
  onChange?: (materialId: string | undefined, material?: Material) => void;
  /** The material the line holds already (editing a saved line), shown without a search. */
  known?: KnownMaterial;
  placeholder?: string;
  disabled?: boolean;
  /** Filters always sent with the search; default only enabled materials. */
  fixedFilters?: Record<string, unknown>;
  /** Accessible name, for a select in a table cell that has no label of its own. */
  'aria-label'?: string;
  /** The field's id (antd Form sets it, so the field's label names the select). */
  id?: string;
  style?: React.CSSProperties;
}

const ENABLED_ONLY = { status: 'ENABLED' };
const NONE: readonly Material[] = [];

/**
 * One material in a form line: a searchable select over the material list (code/name/spec keyword, enabled ones),
 * labelled `code name spec`. Works as an antd Form control (`value` / `onChange`).
 */
export function MaterialSelect({
  value,
  onChange,
  known,
  placeholder = '输入编码、名称或规格搜索',
  disabled,
  fixedFilters = ENABLED_ONLY,
  style,
  ...rest
}: MaterialSelectProps) {
  const [keyword, setTyped] = useTypedKeyword();
  const [open, setOpen] = useState(false);
  const search = useQuery({
    ...apiQueryOptions(api, 'post', '/api/material/material/getPage', {
      body: {
        pageNum: 1,
        pageSize: MATERIAL_SELECT_SIZE,
        ...fixedFilters,
        ...(keyword ? { keyword } : {}),
      },
    }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const found = search.data?.list ?? NONE;
  // A material chosen elsewhere (a link, a saved filter) and not among those found: asked for by id, any status.
  const chosenMaterial = useChosenRecord(value, found, known, (id) =>
    apiQueryOptions(api, 'post', '/api/material/material/getPage', {
      body: { pageNum: 1, pageSize: 1, ids: [id] },
    }),
  );
  const options = useMemo(
    () =>
      optionsWith(
        found.map((m) => ({ value: m.id, label: materialLabel(m) })),
        [known, chosenMaterial].map((m) => m && { value: m.id, label: materialLabel(m) }),
      ),
    [found, known, chosenMaterial],
  );
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      loading={open && search.isFetching}
      options={options}
      {...selectStates('物料', search, { empty: '没有匹配的物料', narrow: '输入更多字词缩小范围' })}
      onOpenChange={setOpen}
      onChange={(id: string | undefined) =>
        onChange?.(
          id,
          found.find((m) => m.id === id) ?? (chosenMaterial?.id === id ? chosenMaterial : undefined),
        )
      }
      id={rest.id}
      aria-label={rest['aria-label']}
      style={{ minWidth: 220, ...style }}
    />
  );
}
