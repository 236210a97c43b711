import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import ImportOutlined from '@ant-design/icons/es/icons/ImportOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import { operationKey } from '@backoffice/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { allowedPaths } from '../../lib/access';
import { PATHS } from '../../lib/route-paths';
import { useGlobalStore } from '../../stores/global-store';
import { CardFrame } from './HomeCard';
import { SUMMARY_CARDS } from './home-cards';
import { visibleCards } from './home-rules';
import { NoticeCard } from './NoticeCard';

const SHORTCUTS = [
  { key: 'purchaseApply', label: '发起采购申请', path: PATHS.purchaseApply, icon: <ShoppingCartOutlined /> },
  { key: 'putinStore', label: '入库执行', path: PATHS.warehousePutinStore, icon: <ImportOutlined /> },
  { key: 'outStore', label: '出库执行', path: PATHS.warehouseOutStore, icon: <ExportOutlined /> },
  { key: 'inventory', label: '库存查询', path: PATHS.warehouseInventory, icon: <SearchOutlined /> },
];

/** The space between the home page's cards (antd's Row gutter it replaces: Row and Col are 2.6 KB gzip of the
 * home page's JS, and a CSS grid lays the cards out by the room they have without them). */
const GAP = 16;

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
    <div style={{ display: 'flex', flexDirection: 'column', gap: GAP }}>
      <div style={{ textAlign: 'right' }}>
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          刷新
        </Button>
      </div>
      {cards.length > 0 && (
        // as many cards a row as fit at 400 px or more: four share a row on a wide screen, two by two at 1440 px
        // (their lists would wrap word by word), one a row on a phone
        <div
          style={{
            display: 'grid',
            gap: GAP,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))',
          }}
        >
          {cards.map(({ key, Card: SummaryCard }) => (
            <SummaryCard key={key} />
          ))}
        </div>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: GAP }}>
        <div style={{ flex: '2 1 480px', minWidth: 0 }}>
          <NoticeCard />
        </div>
        {shortcuts.length > 0 && (
          <div style={{ flex: '1 1 300px' }}>
            <CardFrame title="快捷入口">
              <div
                style={{
                  display: 'grid',
                  gap: GAP,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
                }}
              >
                {shortcuts.map((shortcut) => (
                  <Link key={shortcut.key} to={shortcut.path}>
                    <Button block size="large" icon={shortcut.icon}>
                      {shortcut.label}
                    </Button>
                  </Link>
                ))}
              </div>
            </CardFrame>
          </div>
        )}
      </div>
    </div>
  );
}
