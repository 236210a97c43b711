import type { Schema } from '@backoffice/sdk';
import {
  DocumentStatusSchema,
  StockBusinessTypeSchema,
  WarehouseDocTypeSchema,
} from '@backoffice/sdk/schemas';
import { LinkButton, type PermissionColumn } from '@backoffice/ui-kit';
import Progress from 'antd/es/progress';
import { DictTag } from '../../lib/dict';
import { formatQuantity } from '../../lib/quantity';
import { DocLinkText } from './DocLinkText';
import { docCounterpartText } from './doc-lifecycle';

export type WarehouseDoc = Schema<'WarehouseDoc'>;

/** 单据管理's columns; the number opens the detail. */
export function docColumns(openDetail: (id: string) => void): PermissionColumn<WarehouseDoc>[] {
  return [
    {
      key: 'docNo',
      title: '单据号',
      width: 150,
      render: (_, d) => (
        <LinkButton type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(d.id)}>
          {d.docNo}
        </LinkButton>
      ),
    },
    {
      key: 'docType',
      title: '类型',
      width: 70,
      render: (_, d) => <DictTag dict={WarehouseDocTypeSchema} value={d.docType} />,
    },
    {
      key: 'businessType',
      title: '业务类型',
      width: 100,
      render: (_, d) => <DictTag dict={StockBusinessTypeSchema} value={d.businessType} />,
    },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (_, d) => <DictTag dict={DocumentStatusSchema} value={d.status} />,
    },
    {
      key: 'source',
      title: '来源单号',
      minWidth: 140,
      render: (_, d) =>
        d.reversalOf ? (
          <>
            冲销 <DocLinkText link={d.reversalOf} />
          </>
        ) : d.source ? (
          <DocLinkText link={d.source} />
        ) : (
          ''
        ),
    },
    {
      key: 'partner',
      title: '供应商/领用部门',
      minWidth: 110,
      ellipsis: true,
      // a transfer has neither: it says where the goods go
      render: (_, d) => docCounterpartText(d) ?? '',
    },
    { key: 'warehouseName', title: '仓库', dataIndex: 'warehouseName', width: 90, defaultHidden: true },
    { key: 'plannedDate', title: '计划日期', dataIndex: 'plannedDate', width: 100 },
    { key: 'executedDate', title: '执行日期', dataIndex: 'executedDate', width: 105, defaultHidden: true },
    {
      key: 'progress',
      title: '执行进度',
      width: 100,
      render: (_, d) => (
        <Progress
          size="small"
          aria-label={`${d.docNo} 执行进度`}
          percent={d.totalQuantity > 0 ? Math.floor((d.doneQuantity / d.totalQuantity) * 100) : 0}
          format={() => `${formatQuantity(d.doneQuantity)}/${formatQuantity(d.totalQuantity)}`}
        />
      ),
    },
    { key: 'creator', title: '制单人', dataIndex: 'creator', width: 75, defaultHidden: true },
    { key: 'auditor', title: '审核人', dataIndex: 'auditor', width: 75, defaultHidden: true },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 160, defaultHidden: true },
  ];
}
