import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { DefinitionStatusSchema } from '@backoffice/sdk/schemas';
import {
  EMPTY_CELL_TEXT,
  ExportButton,
  ListStateView,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  SearchForm,
  StatusSwitch,
  useLocalList,
  useOwnPaging,
} from '@backoffice/ui-kit';
import Collapse from 'antd/es/collapse';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { PATHS, pathWith } from '../../lib/route-paths';
import { DEFINITION_CODES } from './definition-codes';
import { groupByCategory, type ProcessDefinition } from './definition-rules';

const SEARCH_FIELDS = [
  { name: 'name', label: '流程名称' },
  { name: 'key', label: '流程标识' },
];

/** /document/newProcess (screens.md §4): definitions grouped by category; edit, copy, publish, enable/disable, versions. */
export default function DefinitionListPage() {
  const navigate = useNavigate();
  const [versionsOf, setVersionsOf] = useState<ProcessDefinition | undefined>();
  const list = useLocalList<ProcessDefinition>({
    query: apiQueryOptions(api, 'post', '/api/workflow/processDefinition/getAll', { body: {} }),
    remove: (ids) => api.DELETE('/api/workflow/processDefinition/delete', { body: { ids } }),
    exportFile: ({ name, key }) =>
      api.download('post', '/api/workflow/processDefinition/export', {
        body: { keyword: typeof name === 'string' ? name : typeof key === 'string' ? key : undefined },
      }),
    status: {
      enabled: (d) => d.status === 'ENABLED',
      change: (d, enable) =>
        api.PUT('/api/workflow/processDefinition/status', {
          body: { id: d.id, status: enable ? 'ENABLED' : 'DISABLED' },
        }),
    },
  });
  const { run, toggleStatus, remove } = list;

  const columns = useMemo<PermissionColumn<ProcessDefinition>[]>(
    () => [
      { key: 'name', title: '流程名称', dataIndex: 'name', minWidth: 150 },
      { key: 'key', title: '流程标识', dataIndex: 'key', width: 150 },
      { key: 'version', title: '版本', width: 60, render: (_, d) => `v${d.version}` },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (_, d) => <DictTag dict={DefinitionStatusSchema} value={d.status} />,
      },
      { key: 'initiatorScope', title: '谁可以发起', dataIndex: 'initiatorScope', width: 100 },
      { key: 'publishedTime', title: '最后发布', dataIndex: 'publishedTime', width: 150 },
      { key: 'description', title: '说明', dataIndex: 'description', minWidth: 100 },
      {
        key: 'enabled',
        title: '启用',
        width: 64,
        render: (_, d) => (
          <StatusSwitch
            enabled={d.status === 'ENABLED'}
            name={d.name}
            code={DEFINITION_CODES.status}
            disabledReason={d.status === 'DRAFT' ? '草稿未发布，发布后才能启用' : undefined}
            onToggle={() => toggleStatus(d)}
          />
        ),
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 150,
        render: (_, d) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                label: '编辑',
                code: DEFINITION_CODES.edit,
                onClick: () => navigate(pathWith('processConfig', { id: d.id })),
              },
              {
                key: 'publish',
                label: '发布',
                code: DEFINITION_CODES.publish,
                confirm: `确认发布「${d.name}」？`,
                confirmDescription: `将发布为 v${d.version + 1}：新发起的申请按新版本审批，进行中的申请仍按原版本。`,
                onClick: () =>
                  run(
                    () =>
                      api.PUT('/api/workflow/processDefinition/publish', { params: { query: { id: d.id } } }),
                    '发布成功',
                  ),
              },
              {
                key: 'copy',
                label: '复制',
                code: DEFINITION_CODES.copy,
                onClick: () =>
                  run(
                    () =>
                      api.POST('/api/workflow/processDefinition/copy', { params: { query: { id: d.id } } }),
                    '复制成功',
                  ),
              },
              { key: 'versions', label: '历史版本', onClick: () => setVersionsOf(d) },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: DEFINITION_CODES.remove,
                confirm: `确认删除流程「${d.name}」？`,
                confirmDescription: '它的全部版本一并删除；还有审批中的申请时，服务器会拒绝删除。',
                onClick: () => remove([d.id]),
              },
            ]}
          />
        ),
      },
    ],
    [navigate, run, toggleStatus, remove],
  );

  const groups = groupByCategory(list.rows);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SearchForm
        name="search-definitions"
        fields={SEARCH_FIELDS}
        values={list.filters}
        onSearch={list.search}
        onReset={list.reset}
      />
      <Space>
        <PermittedButton
          code={DEFINITION_CODES.add}
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(PATHS.processConfig)}
        >
          新建流程
        </PermittedButton>
        <ExportButton code={DEFINITION_CODES.export} onExport={list.exportFile} />
      </Space>
      <ListStateView
        status={list.status}
        error={list.error}
        onRetry={list.tableProps.onRetry}
        position="above"
      />
      {list.status === 'loading' || list.status === 'error' ? (
        <ListStateView
          status={list.status}
          error={list.error}
          onRetry={list.tableProps.onRetry}
          position="body"
        />
      ) : groups.length === 0 ? (
        <Empty description={list.status === 'empty' ? '暂无流程' : '没有符合条件的流程'} />
      ) : (
        <Collapse
          defaultActiveKey={groups.map(([category]) => category)}
          items={groups.map(([category, items]) => ({
            key: category,
            label: `${category}（${items.length}）`,
            children: (
              <PermissionTable<ProcessDefinition>
                tableId={`definitions-${category}`}
                rowKey="id"
                columns={columns}
                dataSource={items}
                total={items.length}
                paginate={false}
              />
            ),
          }))}
        />
      )}
      {versionsOf && <VersionsDialog definition={versionsOf} onClose={() => setVersionsOf(undefined)} />}
    </Space>
  );
}

/** One published version (the list answers whole definitions, one per version). */
type DefinitionVersion = ProcessDefinition;
const VERSION_COLUMNS: PermissionColumn<DefinitionVersion>[] = [
  { key: 'version', title: '版本', width: 80, render: (_, v) => `v${v.version}` },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (_, v) => <DictTag dict={DefinitionStatusSchema} value={v.status} />,
  },
  { key: 'publishedTime', title: '发布于', render: (_, v) => v.publishedTime ?? EMPTY_CELL_TEXT },
];

/** 历史版本: every version of the definition, paged in the dialog, with the list's states (加载失败 with 重试 …). */
function VersionsDialog({ definition, onClose }: { definition: ProcessDefinition; onClose: () => void }) {
  const versions = useLocalList<DefinitionVersion>({
    query: apiQueryOptions(api, 'get', '/api/workflow/processDefinition/versions', {
      params: { query: { key: definition.key } },
    }),
    paging: useOwnPaging(),
  });
  return (
    <Modal open title={`历史版本：${definition.name}`} footer={null} onCancel={onClose} width={560}>
      <PermissionTable<DefinitionVersion>
        tableId="definition-versions"
        rowKey="id"
        columns={VERSION_COLUMNS}
        {...versions.tableProps}
        emptyText="还没有发布过的版本"
      />
    </Modal>
  );
}
