import type { ComponentType } from 'react';
import { PATHS } from '../../lib/route-paths';
import { CcCard } from './CcCard';
import type { HomeCardEntry } from './home-rules';
import { ApplicationsCard, TodoCard } from './ProcessCards';
import { ProjectCard } from './ProjectCard';
import { PurchaseReceiptCard } from './PurchaseReceiptCard';
import { StockAlertCard } from './StockAlertCard';

/** A summary card of the home page's first row, shown to whoever may open its screen. */
export interface SummaryCard extends HomeCardEntry {
  Card: ComponentType;
}

/**
 * The home page's summary cards (screens.md §1), in order. This list is where a module adds its card when the
 * module itself is built (库存预警 with the warehouse screens, purchase orders awaiting receipt with 采购订单,
 * 进行中项目 with 项目列表): a card only ever summarises data a built screen holds, so none stands in for a module
 * that does not exist yet. `path` is the screen behind the card; users who may not open it do not see it.
 */
export const SUMMARY_CARDS: readonly SummaryCard[] = [
  { key: 'todo', path: PATHS.todo, Card: TodoCard },
  { key: 'myApply', path: PATHS.myApply, Card: ApplicationsCard },
  // 抄送我的 is a tab of the to-do screen (screens.md §2), so the to-do screen's access decides.
  { key: 'cc', path: PATHS.todo, Card: CcCard },
  { key: 'purchaseReceipt', path: PATHS.purchaseOrder, Card: PurchaseReceiptCard },
  { key: 'projects', path: PATHS.projectOverview, Card: ProjectCard },
  // 库存预警 summarises 库存查询: whoever may open the inventory sees it.
  { key: 'stockAlerts', path: PATHS.warehouseInventory, Card: StockAlertCard },
];
