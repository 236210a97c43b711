import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import ImportOutlined from '@ant-design/icons/es/icons/ImportOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import { operationKey } from '@backoffice/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { allowedPaths } from '../../lib/access';
import { PATHS } from '../../lib/route-paths';
import { useGlobalStore } from '../../stores/global-store';
import { SUMMARY_CARDS } from './home-cards';
import { visibleCards } from './home-rules';
import { NoticeCard } from './NoticeCard';

const SHORTCUTS = [
  { key: 'purchaseApply', label: '发起采购申请', path: PATHS.purchaseApply, icon: <ShoppingCartOutlined /> },
  { key: 'putinStore', label: '入库执行', path: PATHS.warehousePutinStore, icon: <ImportOutlined /> },
  { key: 'outStore', label: '出库执行', path: PATHS.warehouseOutStore, icon: <ExportOutlined /> },
  { key: 'inventory', label: '库存查询', path: PATHS.warehouseInventory, icon: <SearchOutlined /> },
];

/** What the home page's 刷新 fetches again: every card's data. */
const HOME_OPERATIONS = [
  'getAllProcesses',
  'getCcPage',
  'getNoticePage',
  'getProjectPage',
  'getStockAlerts',
] as const;

/** screens.md §1: the summary cards the user may open, 通知公告, and shortcuts; each item opens its screen. */
export default function HomePage() {
  const queryClient = useQueryClient();
  const authData = useGlobalStore((state) => state.authData);
  const allowed = useMemo(() => allowedPaths(authData ?? []), [authData]);
  const cards = visibleCards(SUMMARY_CARDS, allowed);
  const shortcuts = visibleCards(SHORTCUTS, allowed);

  function refresh() {
    for (const id of HOME_OPERATIONS) queryClient.invalidateQueries({ queryKey: operationKey(id) });
  }

  return (
    <Row gutter={[16, 16]}>
      <Col span={24} style={{ textAlign: 'right' }}>
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          刷新
        </Button>
      </Col>
      {cards.map(({ key, Card: SummaryCard }) => (
        // four cards share a row only on a wide screen: at 1440 px their lists would wrap word by word
        <Col
          key={key}
          xs={24}
          md={12}
          xl={cards.length > 3 ? 12 : 24 / cards.length}
          xxl={24 / Math.max(cards.length, 1)}
        >
          <SummaryCard />
        </Col>
      ))}
      <Col xs={24} xl={shortcuts.length > 0 ? 16 : 24}>
        <NoticeCard />
      </Col>
      {shortcuts.length > 0 && (
        <Col xs={24} xl={8}>
          <Card title="快捷入口" style={{ height: '100%' }}>
            <Row gutter={[16, 16]}>
              {shortcuts.map((shortcut) => (
                <Col key={shortcut.key} xs={24} sm={12}>
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
      )}
    </Row>
  );
}
