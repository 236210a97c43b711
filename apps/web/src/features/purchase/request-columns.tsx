import {
  PurchaseRequestStatusSchema,
  PurchaseRequestTypeSchema,
  UrgencySchema,
} from '@backoffice/sdk/schemas';
import type { PermissionColumn } from '@backoffice/ui-kit';
import { DictTag } from '../../lib/dict';
import { displayMoney } from '../../lib/money';
import type { PurchaseRequest } from './request-rules';

type Column = PermissionColumn<PurchaseRequest>;

/**
 * A 采购申请's columns, defined once for every table of requests (the 采购申请 list, 从采购申请生成's picker): each
 * table takes the ones it shows, in its order. `defaultHidden` is the list's choice: the rarer columns start hidden
 * there, and a picker shows what it takes (requestColumns' `allShown`).
 */
const REQUEST_COLUMNS = {
  requestNo: { key: 'requestNo', title: '申请单号', dataIndex: 'requestNo', width: 160 },
  title: { key: 'title', title: '标题', dataIndex: 'title', minWidth: 120 },
  type: {
    key: 'type',
    title: '申请类型',
    width: 90,
    defaultHidden: true,
    render: (_, r) => <DictTag dict={PurchaseRequestTypeSchema} value={r.type} />,
  },
  applicant: { key: 'applicant', title: '申请人', width: 72, render: (_, r) => r.applicant.name },
  deptName: { key: 'deptName', title: '申请部门', dataIndex: 'deptName', width: 90, defaultHidden: true },
  project: { key: 'project', title: '关联项目', dataIndex: 'projectCode', width: 96, defaultHidden: true },
  applyDate: { key: 'applyDate', title: '申请日期', dataIndex: 'applyDate', width: 96 },
  needDate: { key: 'needDate', title: '需求日期', dataIndex: 'needDate', width: 100, defaultHidden: true },
  urgency: {
    key: 'urgency',
    title: '紧急程度',
    width: 80,
    render: (_, r) => <DictTag dict={UrgencySchema} value={r.urgency} />,
  },
  status: {
    key: 'status',
    title: '状态',
    width: 86,
    render: (_, r) => <DictTag dict={PurchaseRequestStatusSchema} value={r.status} />,
  },
  orderedPercent: {
    key: 'orderedPercent',
    title: '已下单',
    width: 70,
    align: 'right',
    render: (_, r) => `${r.orderedPercent}%`,
  },
  totalAmount: {
    key: 'totalAmount',
    title: '预估金额',
    width: 110,
    align: 'right',
    render: (_, r) => displayMoney(r.totalAmount),
  },
} satisfies Record<string, Column>;

export type RequestColumnKey = keyof typeof REQUEST_COLUMNS;

/** The request columns named, in that order; `allShown`: none starts hidden (a picker shows what it takes). */
export function requestColumns(keys: readonly RequestColumnKey[], { allShown = false } = {}): Column[] {
  return keys.map((key) => {
    const column: Column = REQUEST_COLUMNS[key];
    return allShown ? { ...column, defaultHidden: false } : column;
  });
}
