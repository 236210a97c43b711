import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { type PermissionColumn, PermissionTable } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Collapse from 'antd/es/collapse';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { PATHS, pathWith } from '../../lib/route-paths';
import { StatusSwitch } from '../../lib/status';
import { DEFINITION_STATUS_LABELS, groupByCategory, type ProcessDefinition } from './definition-rules';

/** /document/newProcess (screens.md §4): definitions grouped by category; edit, copy, publish, enable/disable, versions. */
export default function DefinitionListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [versionsOf, setVersionsOf] = useState<ProcessDefinition | undefined>();
  const definitions = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/processDefinition/getAll', {
      body: { keyword: keyword || undefined },
    }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey('getAllProcessDefinitions') });

  const run = (action: () => Promise<unknown>, success: string) => runAction(action, success, refresh);

  const columns = useMemo<PermissionColumn<ProcessDefinition>[]>(
    () => [
      { key: 'name', title: '流程名称', dataIndex: 'name', width: 200 },
      { key: 'key', title: '流程标识', dataIndex: 'key', width: 180 },
      { key: 'version', title: '版本', width: 80, render: (_, d) => `v${d.version}` },
      {
        key: 'status',
        title: '状态',
        width: 90,
        render: (_, d) => (
          <Tag color={DEFINITION_STATUS_LABELS[d.status].color}>
            {DEFINITION_STATUS_LABELS[d.status].label}
          </Tag>
        ),
      },
      { key: 'initiatorScope', title: '谁可以发起', dataIndex: 'initiatorScope', width: 140 },
      { key: 'publishedTime', title: '最后发布', dataIndex: 'publishedTime', width: 170 },
      { key: 'description', title: '说明', dataIndex: 'description', ellipsis: true },
      {
        key: 'enabled',
        title: '启用',
        width: 80,
        render: (_, d) => (
          <StatusSwitch
            enabled={d.status === 'ENABLED'}
            name={d.name}
            disabled={d.status === 'DRAFT'}
            onToggle={() =>
              run(
                () =>
                  api.PUT('/api/workflow/processDefinition/status', {
                    body: { id: d.id, status: d.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' },
                  }),
                d.status === 'ENABLED' ? '已停用' : '已启用',
              )
            }
          />
        ),
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 260,
        render: (_, d) => (
          <Space size={0}>
            <Button type="link" onClick={() => navigate(pathWith('processConfig', { id: d.id }))}>
              编辑
            </Button>
            <Button
              type="link"
              onClick={() =>
                run(
                  () => api.POST('/api/workflow/processDefinition/copy', { params: { query: { id: d.id } } }),
                  '复制成功',
                )
              }
            >
              复制
            </Button>
            <Button
              type="link"
              onClick={() =>
                run(
                  () =>
                    api.PUT('/api/workflow/processDefinition/publish', { params: { query: { id: d.id } } }),
                  '发布成功',
                )
              }
            >
              发布
            </Button>
            <Button type="link" onClick={() => setVersionsOf(d)}>
              历史版本
            </Button>
          </Space>
        ),
      },
    ],
    [navigate],
  );

  const groups = groupByCategory(definitions.data ?? []);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          aria-label="流程名称或标识"
          placeholder="流程名称或标识"
          allowClear
          onSearch={setKeyword}
          style={{ width: 260 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PATHS.processConfig)}>
          新建流程
        </Button>
      </Space>
      {definitions.isPending ? (
        <Spin />
      ) : groups.length === 0 ? (
        <Empty description="暂无流程" />
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
                pageNum={1}
                pageSize={items.length}
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

function VersionsDialog({ definition, onClose }: { definition: ProcessDefinition; onClose: () => void }) {
  const versions = useQuery(
    apiQueryOptions(api, 'get', '/api/workflow/processDefinition/versions', {
      params: { query: { key: definition.key } },
    }),
  );
  return (
    <Modal open title={`历史版本：${definition.name}`} footer={null} onCancel={onClose}>
      <List
        loading={versions.isPending}
        dataSource={versions.data ?? []}
        renderItem={(version) => (
          <List.Item
            extra={
              <Tag color={DEFINITION_STATUS_LABELS[version.status].color}>
                {DEFINITION_STATUS_LABELS[version.status].label}
              </Tag>
            }
          >
            <List.Item.Meta
              title={`v${version.version}`}
              description={`发布于 ${version.publishedTime ?? '—'}`}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
