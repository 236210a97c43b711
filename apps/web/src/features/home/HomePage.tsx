import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import ImportOutlined from '@ant-design/icons/es/icons/ImportOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import { PENDING_QUERY_TYPE, type Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { PROCESS_STATUS_LABELS } from '../../lib/process-status';
import { PATHS } from '../../lib/route-paths';

/** How many to-dos the home page lists (screens.md §1: the 5 latest). */
const LATEST_TODO_COUNT = 5;

const SHORTCUTS = [
  { label: '发起采购申请', path: PATHS.purchaseApply, icon: <ShoppingCartOutlined /> },
  { label: '入库执行', path: PATHS.warehousePutinStore, icon: <ImportOutlined /> },
  { label: '出库执行', path: PATHS.warehouseOutStore, icon: <ExportOutlined /> },
  { label: '库存查询', path: PATHS.warehouseInventory, icon: <SearchOutlined /> },
];

function ProcessList({ items, loading }: { items: Schema<'ProcessRecord'>[]; loading: boolean }) {
  return (
    <List
      loading={loading}
      dataSource={items}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" /> }}
      renderItem={(process) => (
        <List.Item extra={<Tag color="processing">{PROCESS_STATUS_LABELS[process.status]}</Tag>}>
          <List.Item.Meta
            title={process.title}
            description={`${process.initiator.name} · ${process.initiatorDept} · ${process.startTime}`}
          />
        </List.Item>
      )}
    />
  );
}

/** screens.md §1: my to-dos with the latest five, my applications in progress, shortcuts. */
export default function HomePage() {
  const todos = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/process/getAll', { body: { queryType: PENDING_QUERY_TYPE } }),
  );
  const applications = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
      body: { queryType: 'MY_APPLY', status: 'RUNNING' },
    }),
  );
  const running = (applications.data ?? []).filter((process) => process.status === 'RUNNING');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="我的待办" extra={<Link to="/workspace/todo">查看全部</Link>}>
          <Statistic
            title="待办数"
            value={todos.data?.length ?? 0}
            prefix={<AuditOutlined />}
            loading={todos.isPending}
          />
          <ProcessList items={(todos.data ?? []).slice(0, LATEST_TODO_COUNT)} loading={todos.isPending} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="我的申请（审批中）" extra={<Link to="/workspace/myapply">查看全部</Link>}>
          <Statistic title="审批中" value={running.length} loading={applications.isPending} />
          <ProcessList items={running} loading={applications.isPending} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="快捷入口">
          <Row gutter={[16, 16]}>
            {SHORTCUTS.map((shortcut) => (
              <Col key={shortcut.path} xs={12} md={6}>
                <Link to={shortcut.path}>
                  <Button block size="large" icon={shortcut.icon}>
                    {shortcut.label}
                  </Button>
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
