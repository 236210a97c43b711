import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { BomStatusSchema } from '@backoffice/sdk/schemas';
import {
  listStatus,
  type PermissionColumn,
  PermissionTable,
  useLocalList,
  useOwnPaging,
} from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { MaterialSelect } from '../../lib/pickers';
import { selectStates } from '../../lib/pickers/select-states';
import { quantityColumn } from '../../lib/quantity';
import { type BomDiffRow, diffBomLines } from './bom-diff';

type Bom = Schema<'Bom'>;
type Usage = Schema<'BomUsage'>;
const CHANGE = {
  added: ['success', '新增'],
  removed: ['error', '删除'],
  changed: ['warning', '用量变化'],
  same: ['default', '相同'],
} as const;

/** 反查: which BOMs use a material, directly or through sub-assemblies, with the list's export. */
export function WhereUsedDialog({ onClose }: { onClose: () => void }) {
  const [materialId, setMaterialId] = useState<string>();
  return (
    <Modal open title="反查：物料被哪些BOM使用" width={860} footer={null} onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <span>物料</span>
        <MaterialSelect
          aria-label="反查物料"
          fixedFilters={{}}
          value={materialId}
          onChange={(id) => setMaterialId(id)}
          style={{ width: 360 }}
        />
      </Space>
      {materialId ? (
        <WhereUsedList materialId={materialId} />
      ) : (
        <Typography.Text type="secondary">请选择物料</Typography.Text>
      )}
    </Modal>
  );
}

const USAGE_COLUMNS: PermissionColumn<Usage>[] = [
  { key: 'bomNo', title: 'BOM编号', dataIndex: 'bomNo', width: 160 },
  {
    key: 'parent',
    title: '父项物料',
    render: (_, u) => `${u.parentMaterialCode} ${u.parentMaterialName}`,
  },
  { key: 'version', title: '版本', dataIndex: 'version', width: 64 },
  {
    key: 'level',
    title: '层级',
    width: 110,
    render: (_, u) => (u.via ? `${u.level}（经 ${u.via}）` : u.level),
  },
  quantityColumn('quantity', '用量', 64),
  {
    key: 'status',
    title: '状态',
    width: 84,
    render: (_, u) => <DictTag dict={BomStatusSchema} value={u.status} />,
  },
];

/** The BOMs using one material, every one, paged in the dialog; a failed load says so with 重试. */
function WhereUsedList({ materialId }: { materialId: string }) {
  const list = useLocalList<Usage>({
    query: apiQueryOptions(api, 'post', '/api/material/bom/whereUsed', { body: { materialId } }),
    paging: useOwnPaging(),
  });
  return (
    <PermissionTable<Usage>
      tableId="bom-where-used"
      rowKey="bomId"
      columns={USAGE_COLUMNS}
      {...list.tableProps}
      emptyText="没有BOM用到该物料"
      tableProps={{ 'aria-label': '反查结果' } as object}
    />
  );
}

const NO_ROWS: BomDiffRow[] = [];
const DIFF_COLUMNS: PermissionColumn<BomDiffRow>[] = [
  { key: 'material', title: '子项物料', render: (_, r) => `${r.materialCode} ${r.materialName}` },
  { key: 'left', title: '版本一用量', dataIndex: 'left', width: 100, align: 'right' },
  { key: 'right', title: '版本二用量', dataIndex: 'right', width: 100, align: 'right' },
  {
    key: 'change',
    title: '变化',
    width: 100,
    render: (_, r) => <Tag color={CHANGE[r.change][0]}>{CHANGE[r.change][1]}</Tag>,
  },
];

/** How many versions of one parent material 版本对比 offers (newest first; more says 显示前 N 条，共 M 条). */
export const BOM_VERSIONS_SHOWN = 50;

/**
 * Every version of one parent material from the server (newest first), not the BOM list's current page: a version
 * filtered out or on another page of 物料BOM is still one to compare with. `first` is always among them.
 */
function useBomVersions(first: Bom) {
  const query = useQuery(
    apiQueryOptions(api, 'post', '/api/material/bom/getPage', {
      body: {
        pageNum: 1,
        pageSize: BOM_VERSIONS_SHOWN,
        parentMaterialId: first.parentMaterialId,
        sortField: 'version',
        sortOrder: 'desc',
      },
    }),
  );
  const found = (query.data?.list ?? []).filter((b) => b.parentMaterialId === first.parentMaterialId);
  const versions = found.some((b) => b.id === first.id) ? found : [first, ...found];
  return { query, versions };
}

/** 版本对比 of two versions of one parent material: lines added, removed and with changed quantities. */
export function CompareDialog({ first, onClose }: { first: Bom; onClose: () => void }) {
  const { query: versionQuery, versions } = useBomVersions(first);
  const [left, setLeft] = useState(first.id);
  const [chosenRight, setRight] = useState<string>();
  // The second version defaults to the newest other one, once the versions are in.
  const right = chosenRight ?? versions.find((b) => b.id !== first.id)?.id;
  const lines = (bomId?: string) => ({
    ...apiQueryOptions(api, 'post', '/api/material/bom/lines', { body: { bomId: bomId ?? '' } }),
    enabled: bomId !== undefined,
  });
  const a = useQuery(lines(left));
  const b = useQuery(lines(right));
  const rows = a.data && b.data ? diffBomLines(a.data, b.data) : NO_ROWS;
  const options = versions.map((v) => ({ value: v.id, label: `${v.version}（${v.bomNo}）` }));
  const versionStates = selectStates('版本', versionQuery, { empty: '没有其他版本' });
  const versionsPending = versionQuery.isPending && !versionQuery.isError;
  // Without the versions there is no second one to compare with: that is a failure to show, not "only one version".
  const versionsFailed = right === undefined && versionQuery.isError;
  return (
    <Modal
      open
      title={`版本对比：${first.parentMaterialCode} ${first.parentMaterialName}`}
      width={760}
      footer={null}
      onCancel={onClose}
    >
      <Space style={{ marginBottom: 12 }}>
        <Select
          aria-label="对比版本一"
          value={left}
          options={options}
          onChange={setLeft}
          loading={versionsPending}
          {...versionStates}
          style={{ width: 220 }}
        />
        <span>对比</span>
        <Select
          aria-label="对比版本二"
          value={right}
          options={options}
          onChange={setRight}
          loading={versionsPending}
          {...versionStates}
          style={{ width: 220 }}
        />
      </Space>
      <PermissionTable<BomDiffRow>
        tableId="bom-compare"
        rowKey="materialId"
        columns={DIFF_COLUMNS}
        dataSource={rows}
        total={rows.length}
        paginate={false}
        loading={a.isFetching || b.isFetching}
        status={listStatus({
          isPending: a.isPending || (right === undefined ? versionsPending : b.isPending),
          isError: a.isError || b.isError || versionsFailed,
          // With no second version, the rows are known once the versions are (this material has only one).
          hasData:
            a.data !== undefined &&
            (right === undefined ? versionQuery.data !== undefined : b.data !== undefined),
          isEmpty: rows.length === 0,
        })}
        error={a.error ?? b.error ?? (versionsFailed ? versionQuery.error : undefined)}
        onRetry={() => {
          if (a.isError) void a.refetch();
          if (b.isError) void b.refetch();
          if (versionQuery.isError) void versionQuery.refetch();
        }}
        emptyText={right ? '没有子项' : '这个物料只有一个版本'}
        tableProps={{ 'aria-label': '对比结果' } as object}
      />
    </Modal>
  );
}
