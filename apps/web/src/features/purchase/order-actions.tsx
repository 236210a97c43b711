import type { RowAction } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { operationCodes } from '../../lib/operation-codes';
import { stockInFromOrderPath } from '../../lib/warehouse-handoff';
import { canDoOrder, type OrderAction, type PurchaseOrder } from './order-rules';
import { orderPrintPath } from './purchase-links';
import { afterPurchaseChange } from './purchase-queries';
import { type ReasonChange, useReasonDialog } from './use-reason-dialog';

/**
 * The operation codes of 采购订单; 复制 and 从采购申请生成 create an order, 恢复 undoes 暂停, and 收货 makes a 入库单
 * (the warehouse's code: whoever may add stock documents receives).
 */
export const ORDER_CODES = operationCodes({
  add: 'purchase:order:add',
  edit: 'purchase:order:edit',
  submit: 'purchase:order:submit',
  withdraw: 'purchase:order:withdraw',
  amend: 'purchase:order:amend',
  hold: 'purchase:order:hold',
  close: 'purchase:order:close',
  cancel: 'purchase:order:cancel',
  print: 'purchase:order:print',
  export: 'purchase:order:export',
  receive: 'warehouse:doc:add',
});

/** 提交审批 of one or more draft orders. */
export const submitOrders = (ids: string[]) => api.PUT('/api/purchase/order/submit', { body: { ids } });

type ReasonAction = 'withdraw' | 'hold' | 'close' | 'cancel';

/** The reason dialogs: what each asks and what follows (screens.md §7). */
const REASONS: Record<ReasonAction, ReasonChange> = {
  withdraw: {
    verb: '撤回',
    consequence: '撤回后审批结束，订单回到草稿，可以修改后再提交。',
    optional: true,
    send: (id, reason) =>
      api.PUT('/api/purchase/order/withdraw', { body: { id, ...(reason ? { reason } : {}) } }),
  },
  hold: {
    verb: '暂停',
    consequence: '暂停期间不能收货入库；恢复后继续执行。',
    send: (id, reason) => api.PUT('/api/purchase/order/hold', { body: { id, reason } }),
  },
  close: {
    verb: '关闭',
    consequence: '关闭后未入库的数量不再收货，已入库的不受影响；关闭不能撤销。',
    send: (id, reason) => api.PUT('/api/purchase/order/close', { body: { id, reason } }),
  },
  cancel: {
    verb: '取消',
    consequence: '取消后订单作废，来源申请的数量回到未下单；取消不能撤销。',
    send: (id, reason) => api.PUT('/api/purchase/order/cancel', { body: { id, reason } }),
  },
};

/**
 * The actions of a purchase order, for its list row and its detail's footer alike: each gated by its operation
 * code and shown only from the statuses screens.md §7 allows; the ones that stop or void an order ask why and say
 * what follows.
 */
export function useOrderActions({
  onEdit,
  onAmend,
  onCopy,
}: {
  onEdit: (order: PurchaseOrder) => void;
  onAmend: (order: PurchaseOrder) => void;
  onCopy: (order: PurchaseOrder) => void;
}): { actionsFor: (order: PurchaseOrder) => RowAction[]; dialogs: ReactNode } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { ask, dialog } = useReasonDialog(REASONS, '采购订单');
  // The latest callbacks, read when an action runs: `actionsFor` stays the same function for memoised columns.
  const latest = useRef({ onEdit, onAmend, onCopy });
  latest.current = { onEdit, onAmend, onCopy };

  const actionsFor = useCallback(
    (order: PurchaseOrder): RowAction[] => {
      const not = (action: OrderAction) => !canDoOrder(action, order);
      const reason = (action: ReasonAction): RowAction => ({
        key: action,
        label: REASONS[action].verb,
        code: ORDER_CODES[action],
        hidden: not(action),
        danger: action === 'cancel',
        onClick: () => ask(action, order.id, order.orderNo),
      });
      return [
        {
          key: 'receive',
          label: '收货',
          code: ORDER_CODES.receive,
          hidden: not('receive'),
          onClick: () => navigate(stockInFromOrderPath(order.id)),
        },
        {
          key: 'edit',
          label: '修改',
          code: ORDER_CODES.edit,
          hidden: not('edit'),
          onClick: () => latest.current.onEdit(order),
        },
        {
          key: 'submit',
          label: '提交审批',
          code: ORDER_CODES.submit,
          hidden: not('submit'),
          confirm: `确认提交采购订单「${order.orderNo}」审批？`,
          confirmDescription: '提交后进入审批，审批中不能修改。',
          onClick: () =>
            runAction(
              () => submitOrders([order.id]),
              '已提交审批',
              () => afterPurchaseChange(queryClient),
            ),
        },
        reason('withdraw'),
        {
          key: 'amend',
          label: '变更',
          code: ORDER_CODES.amend,
          hidden: not('amend'),
          onClick: () => latest.current.onAmend(order),
        },
        reason('hold'),
        {
          key: 'resume',
          label: '恢复',
          code: ORDER_CODES.hold,
          hidden: not('resume'),
          confirm: `确认恢复采购订单「${order.orderNo}」？`,
          confirmDescription: '恢复后订单继续执行，可以收货入库。',
          onClick: () =>
            runAction(
              () => api.PUT('/api/purchase/order/resume', { body: { id: order.id } }),
              '已恢复',
              () => afterPurchaseChange(queryClient),
            ),
        },
        {
          key: 'print',
          label: '打印',
          code: ORDER_CODES.print,
          onClick: () => navigate(orderPrintPath([order.id])),
        },
        { key: 'copy', label: '复制', code: ORDER_CODES.add, onClick: () => latest.current.onCopy(order) },
        reason('close'),
        reason('cancel'),
      ];
    },
    [navigate, queryClient, ask],
  );

  return { actionsFor, dialogs: dialog };
}
