import type { Schema } from '@backoffice/sdk';
import {
  DemandSourceSchema,
  ProjectMaterialStatusSchema,
  UnitOfMeasureSchema,
} from '@backoffice/sdk/schemas';
import { type PermissionColumn, PermittedButton } from '@backoffice/ui-kit';
import { useNavigate } from 'react-router-dom';
import { DictTag } from '../../lib/dict';
import { operationCodes } from '../../lib/operation-codes';
import { newPurchaseRequestPath } from '../../lib/purchase-handoff';
import { quantityColumn } from '../../lib/quantity';
import { demandToRequest } from './demand-to-request';

export type DemandLine = Schema<'ProjectMaterial'>;
type Project = Pick<Schema<'Project'>, 'id' | 'projectNo' | 'name'>;

const CODES = operationCodes({
  /** 生成采购申请 makes a purchase request: the one who may add them may do it. */
  purchaseRequest: 'purchase:request:add',
});

const quantity = (key: keyof DemandLine & string, title: string): PermissionColumn<DemandLine> =>
  quantityColumn(key, title, 72);

/**
 * The columns of a project's demand lines (项目物料管理 and the 物料 tab of 项目详情, screens.md §5): the material,
 * what is needed and how far purchasing and the warehouse have got (需求 / 已申请 / 已下单 / 已入库 / 已领用), and
 * what is in stock to use.
 */
export const DEMAND_COLUMNS: readonly PermissionColumn<DemandLine>[] = [
  { key: 'materialCode', title: '物料编码', dataIndex: 'materialCode', width: 96 },
  { key: 'materialName', title: '物料名称', dataIndex: 'materialName', minWidth: 110 },
  {
    key: 'materialSpec',
    title: '规格型号',
    dataIndex: 'materialSpec',
    minWidth: 120,
    defaultHidden: true,
  },
  {
    key: 'unit',
    title: '单位',
    width: 64,
    render: (_, l) => <DictTag dict={UnitOfMeasureSchema} value={l.unit} />,
  },
  quantity('demandQuantity', '需求数量'),
  { key: 'demandDate', title: '需求日期', dataIndex: 'demandDate', width: 104, defaultHidden: true },
  {
    key: 'source',
    title: '来源',
    width: 84,
    render: (_, l) => <DictTag dict={DemandSourceSchema} value={l.source} />,
  },
  quantity('requestedQuantity', '已申请'),
  quantity('orderedQuantity', '已下单'),
  quantity('receivedQuantity', '已入库'),
  quantity('issuedQuantity', '已领用'),
  quantity('availableStock', '可用库存'),
  {
    key: 'status',
    title: '状态',
    width: 84,
    render: (_, l) => <DictTag dict={ProjectMaterialStatusSchema} value={l.status} />,
  },
  { key: 'remark', title: '备注', dataIndex: 'remark', minWidth: 100, defaultHidden: true },
];

/**
 * 生成采购申请 on the selected demand lines (lib/purchase-handoff): opens a new 采购申请 prefilled with what each
 * still has to request; disabled with the reason while the project is loading or nothing is left to request.
 */
export function RequestFromDemandButton({
  project,
  selected,
}: {
  project: Project | undefined;
  selected: readonly DemandLine[];
}) {
  const navigate = useNavigate();
  const request = project ? demandToRequest(project, selected) : { refusal: '项目信息加载中' };
  return (
    <PermittedButton
      code={CODES.purchaseRequest}
      disabledReason={request.refusal}
      onClick={() => request.handoff && navigate(newPurchaseRequestPath(request.handoff))}
    >
      生成采购申请
    </PermittedButton>
  );
}
