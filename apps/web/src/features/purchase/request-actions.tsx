import type { RowAction } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { operationCodes } from '../../lib/operation-codes';
import { orderFromRequestsPath } from './purchase-links';
import { afterPurchaseChange } from './purchase-queries';
import { canDoRequest, type PurchaseRequest } from './request-rules';
import { type ReasonChange, useReasonDialog } from './use-reason-dialog';

/** The operation codes of 采购申请; 复制 creates a request, 生成采购订单 an order. */
export const REQUEST_CODES = operationCodes({
  add: 'purchase:request:add',
  edit: 'purchase:request:edit',
  remove: 'purchase:request:remove',
  submit: 'purchase:request:submit',
  withdraw: 'purchase:request:withdraw',
  close: 'purchase:request:close',
  void: 'purchase:request:void',
  export: 'purchase:request:export',
  order: 'purchase:order:add',
});

type ReasonAction = 'withdraw' | 'close' | 'void';

/** The reason dialogs: what each asks and what follows (screens.md §7). */
const REASONS: Record<ReasonAction, ReasonChange> = {
  withdraw: {
    verb: '撤回',
    consequence: '撤回后审批流程结束，申请回到草稿，可以修改后再提交。',
    optional: true,
    send: (id, reason) =>
      api.PUT('/api/purchase/request/withdraw', { body: { id, ...(reason ? { reason } : {}) } }),
  },
  close: {
    verb: '关闭',
    consequence: '关闭后未下单的数量不再采购，已生成的订单不受影响。',
    send: (id, reason) => api.PUT('/api/purchase/request/close', { body: { id, reason } }),
  },
  void: {
    verb: '作废',
    consequence: '作废后申请不能再提交；审批中的流程随之取消。',
    send: (id, reason) => api.PUT('/api/purchase/request/void', { body: { id, reason } }),
  },
};

/** 提交 of one or more requests: each starts its approval process. */
export const submitRequests = (ids: string[]) => api.PUT('/api/purchase/request/submit', { body: { ids } });

/**
 * The actions of a purchase request, for its list row and its detail's footer alike: each gated by its operation
 * code, shown only from the statuses screens.md §7 allows, confirmed with its consequence (a reason asked where
 * the flow keeps one). `dialogs` renders the reason dialog they open.
 */
export function useRequestActions({
  onEdit,
  onCopy,
  remove,
}: {
  onEdit: (request: PurchaseRequest) => void;
  onCopy: (request: PurchaseRequest) => void;
  /** Deletes drafts: the list's own delete, which steps back a page when it empties one (spec §2). */
  remove: (ids: string[]) => Promise<unknown>;
}): { actionsFor: (request: PurchaseRequest) => RowAction[]; dialogs: ReactNode } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { ask, dialog } = useReasonDialog(REASONS, '采购申请');
  // The latest callbacks, read when an action runs: `actionsFor` stays the same function, so memoised columns that
  // call it are not rebuilt on every render.
  const latest = useRef({ onEdit, onCopy, remove });
  latest.current = { onEdit, onCopy, remove };

  const actionsFor = useCallback(
    (request: PurchaseRequest): RowAction[] => {
      const refreshed = () => afterPurchaseChange(queryClient);
      const not = (action: Parameters<typeof canDoRequest>[0]) => !canDoRequest(action, request.status);
      const reason = (action: ReasonAction): RowAction => ({
        key: action,
        label: REASONS[action].verb,
        code: REQUEST_CODES[action],
        hidden: not(action),
        danger: action === 'void',
        onClick: () => ask(action, request.id, request.requestNo),
      });
      return [
        {
          key: 'edit',
          label: '修改',
          code: REQUEST_CODES.edit,
          hidden: not('edit'),
          onClick: () => latest.current.onEdit(request),
        },
        {
          key: 'submit',
          label: '提交',
          code: REQUEST_CODES.submit,
          hidden: not('submit'),
          confirm: `确认提交采购申请「${request.requestNo}」？`,
          confirmDescription: '提交后进入审批流程，审批中不能修改。',
          onClick: () => runAction(() => submitRequests([request.id]), '已提交，等待审批', refreshed),
        },
        reason('withdraw'),
        {
          key: 'copy',
          label: '复制',
          code: REQUEST_CODES.add,
          onClick: () => latest.current.onCopy(request),
        },
        {
          key: 'order',
          label: '生成采购订单',
          code: REQUEST_CODES.order,
          hidden: not('order'),
          onClick: () => navigate(orderFromRequestsPath([request.id])),
        },
        reason('close'),
        reason('void'),
        {
          key: 'remove',
          label: '删除',
          danger: true,
          code: REQUEST_CODES.remove,
          hidden: not('remove'),
          confirm: `确认删除采购申请「${request.requestNo}」？`,
          confirmDescription: '删除后不能恢复。',
          onClick: () => latest.current.remove([request.id]),
        },
      ];
    },
    [navigate, queryClient, ask],
  );

  return { actionsFor, dialogs: dialog };
}
