import { apiQueryOptions } from '@backoffice/sdk/query';
import { UnitOfMeasureSchema } from '@backoffice/sdk/schemas';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { useDict } from '../dict';
import { LabelSheet } from './LabelSheet';
import { batchLabel, inOrderAsked, locationLabels, materialLabel, type PrintLabel } from './labels';

/**
 * The label sheets of 物料编码, 物料批次管理 and 库位管理 (issue 25), each loading what its labels say. A screen loads
 * this module (and with it the barcode components) only when a sheet is asked for, so no list carries them.
 */
interface SheetProps {
  /** The rows whose labels print. */
  ids: readonly string[];
  onBack: () => void;
}

function sheetState(query: UseQueryResult, what: string) {
  return query.isError ? { message: `${what}加载失败`, retry: () => void query.refetch() } : undefined;
}

/** 物料编码 打印标签: the selected materials' labels (spec and unit). */
export function MaterialLabelSheet({ ids, onBack }: SheetProps) {
  const query = useQuery(
    apiQueryOptions(api, 'post', '/api/material/material/getPage', {
      body: { pageNum: 1, pageSize: ids.length, ids: [...ids] },
    }),
  );
  const units = useDict(UnitOfMeasureSchema);
  const labels: PrintLabel[] | undefined =
    query.data && !units.isPending
      ? inOrderAsked(ids, query.data.list).map((material) => materialLabel(material, units.labelOf))
      : undefined;
  return <LabelSheet title="物料标签" labels={labels} failure={sheetState(query, '物料')} onBack={onBack} />;
}

/** 物料批次管理 打印批次标签: the batches' labels (material, production and expiry dates). */
export function BatchLabelSheet({ ids, onBack }: SheetProps) {
  const query = useQuery(
    apiQueryOptions(api, 'post', '/api/warehouse/batch/getPage', {
      body: { pageNum: 1, pageSize: ids.length, ids: [...ids] },
    }),
  );
  const labels = query.data && inOrderAsked(ids, query.data.list).map(batchLabel);
  return <LabelSheet title="批次标签" labels={labels} failure={sheetState(query, '批次')} onBack={onBack} />;
}

/** 库位管理 打印条码: a bin's label, or those of every bin of a zone or warehouse (warehouse and zone named). */
export function LocationLabelSheet({ ids, onBack }: SheetProps) {
  // The tree 库位管理 shows: already loaded there, so the sheet draws at once.
  const query = useQuery(apiQueryOptions(api, 'post', '/api/warehouse/location/getAll', { body: {} }));
  const labels = query.data && locationLabels(ids, query.data);
  return (
    <LabelSheet
      title="库位条码"
      labels={labels}
      failure={sheetState(query, '库位')}
      emptyText="这里还没有库位，先批量生成库位"
      onBack={onBack}
    />
  );
}
