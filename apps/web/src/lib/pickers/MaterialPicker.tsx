import { apiQueryOptions } from '@backoffice/sdk/query';
import { UnitOfMeasureSchema } from '@backoffice/sdk/schemas';
import { type PermissionColumn, PermissionTable, useServerList } from '@backoffice/ui-kit';
import Modal from 'antd/es/modal';
import { useMemo, useState } from 'react';
import { api } from '../api';
import { DictTag } from '../dict';
import { type Material, pickedAfterChange } from './material-picker-rules';
import { CategorySelect } from './TreeSelects';

/** Props of {@link MaterialPicker}. */
export interface MaterialPickerProps {
  /** Dialog title; default 选择物料. */
  title?: string;
  /** Tick several materials (checkboxes, kept across pages); default one (radio). */
  multiple?: boolean;
  /** Materials that cannot be picked again (already on the document), shown ticked and disabled. */
  excludeIds?: readonly string[];
  /** Filters always sent, e.g. `{ status: 'ENABLED' }` (the default: only enabled materials can be used). */
  fixedFilters?: Record<string, unknown>;
  /** Called with the chosen records when the user confirms (at least one). */
  onPick: (materials: Material[]) => void;
  /** Called when the dialog is closed without a choice. */
  onCancel: () => void;
}

const ENABLED_ONLY = { status: 'ENABLED' };
const NONE: readonly string[] = [];

/**
 * 选择物料: a dialog over the server-paged material list (物料编码) with keyword (code/name/spec) and category
 * filters; returns the whole Material records of the rows ticked, in the order ticked. Mount it when it opens.
 */
export function MaterialPicker({
  title = '选择物料',
  multiple = false,
  excludeIds = NONE,
  fixedFilters = ENABLED_ONLY,
  onPick,
  onCancel,
}: MaterialPickerProps) {
  const [picked, setPicked] = useState<Material[]>([]);
  const list = useServerList<Material>({
    permanentFilters: fixedFilters,
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/material/material/getPage', {
        body: { pageNum, pageSize, ...filters },
      }),
  });
  const columns = useMemo<PermissionColumn<Material>[]>(
    () => [
      { key: 'code', title: '物料编码', dataIndex: 'code', width: 100 },
      { key: 'name', title: '物料名称', dataIndex: 'name', minWidth: 110 },
      { key: 'spec', title: '规格型号', dataIndex: 'spec', minWidth: 140 },
      { key: 'categoryName', title: '分类', dataIndex: 'categoryName', width: 100 },
      {
        key: 'unit',
        title: '单位',
        width: 70,
        render: (_, m) => <DictTag dict={UnitOfMeasureSchema} value={m.unit} />,
      },
    ],
    [],
  );
  const excluded = new Set(excludeIds);
  return (
    <Modal
      open
      title={title}
      width={880}
      okText={picked.length > 0 ? `确定（${picked.length}）` : '确定'}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => onPick(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <PermissionTable<Material>
        tableId="picker-material"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'keyword', label: '关键字', placeholder: '编码/名称/规格' },
          {
            name: 'categoryId',
            label: '分类',
            render: () => <CategorySelect />,
          },
        ]}
        tableProps={{
          rowSelection: {
            type: multiple ? 'checkbox' : 'radio',
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...picked.map((m) => m.id), ...excludeIds],
            getCheckboxProps: (m) => ({ disabled: excluded.has(m.id), 'aria-label': `选择${m.code}` }),
            onChange: (keys) =>
              setPicked((current) =>
                pickedAfterChange(
                  multiple ? current : [],
                  list.rows,
                  keys.map(String).filter((key) => !excluded.has(key)),
                ),
              ),
          },
          onRow: (m) => ({
            onDoubleClick: () => {
              if (!multiple && !excluded.has(m.id)) onPick([m]);
            },
          }),
        }}
      />
    </Modal>
  );
}
