import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { StockBusinessTypeSchema } from '@backoffice/sdk/schemas';
import { EMPTY_CELL_TEXT } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import { api } from '../../lib/api';
import { DictLabel } from '../../lib/dict';
import { Barcode, QrCode } from '../../lib/print/codes';
import { formatQuantity } from '../../lib/quantity';
import { RegionLoading } from '../../lib/region-loading';
import { labelCode } from '../../lib/scan-codes';
import { docCounterpart } from './doc-lifecycle';
import { type PickRow, pickRowsOfLines, pickRowsToExecute } from './doc-print';

/**
 * An A4 sheet, black on white whatever the theme; while printing only the sheet shows (the app's menu, header and
 * this view's buttons hidden).
 */
const PRINT_CSS = `
.pick-list-sheet { background: #fff; color: #000; padding: 24px; border: 1px solid #d9d9d9; max-width: 210mm; box-sizing: border-box; }
.pick-list-sheet h1 { font-size: 20px; text-align: center; margin: 0 0 12px; color: #000; }
.pick-list-top { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-bottom: 12px; }
.pick-list-head { display: grid; grid-template-columns: repeat(2, auto); gap: 4px 24px; font-size: 13px; }
.pick-list-barcode { width: 64mm; height: 18mm; }
.pick-list-docno { font-family: monospace; text-align: center; font-size: 12px; }
.pick-list-sheet table { width: 100%; border-collapse: collapse; font-size: 12px; }
.pick-list-sheet th, .pick-list-sheet td { border: 1px solid #000; padding: 4px 6px; color: #000; vertical-align: middle; }
.pick-list-sheet .number, .pick-list-sheet .code { text-align: right; white-space: nowrap; }
.pick-list-sheet .code { text-align: left; }
.pick-list-qr { width: 16mm; height: 16mm; }
.pick-list-box { width: 18mm; }
.pick-list-signs { display: flex; justify-content: space-between; margin-top: 32px; font-size: 13px; }
@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden; }
  .pick-list, .pick-list * { visibility: visible; }
  .pick-list { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .pick-list-actions { display: none; }
  .pick-list-sheet { border: none; padding: 0; max-width: none; }
  .pick-list-sheet tr { break-inside: avoid; }
}
`;

const EXECUTABLE = new Set(['PENDING_EXECUTION', 'EXECUTING']);

/**
 * 拣货单 (screens.md §8 出库执行 "打印拣货单", issue 25): what an outbound document asks the picker to take, walking
 * the bins in order — the number as a Code 128 barcode the execution screens' scan field reads back, each row's
 * material, batch, quantity to pick, an empty 实发 box and the bin's QR code. A document being executed lists its
 * remaining quantities over the batches and bins 出库执行 suggests (FEFO); any other its lines as they stand.
 */
export function PickList({ docId, onBack }: { docId: string; onBack: () => void }) {
  const detail = useQuery(
    apiQueryOptions(api, 'get', '/api/warehouse/doc/detail', { params: { query: { id: docId } } }),
  );
  const doc = detail.data?.doc;
  const executing = doc !== undefined && EXECUTABLE.has(doc.status);
  const execution = useQuery({
    ...apiQueryOptions(api, 'post', '/api/warehouse/execution/load', {
      body: { docNo: doc?.docNo ?? '', direction: 'OUT' },
    }),
    enabled: executing,
  });
  const failed = detail.isError || execution.isError;
  const rows: PickRow[] | undefined = !detail.data
    ? undefined
    : executing
      ? execution.data && pickRowsToExecute(execution.data.lines)
      : pickRowsOfLines(detail.data.lines);
  return (
    <div className="pick-list">
      <style>{PRINT_CSS}</style>
      <Space className="pick-list-actions" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PrinterOutlined />} disabled={!rows} onClick={() => window.print()}>
          打印
        </Button>
        <Button onClick={onBack}>返回</Button>
      </Space>
      {failed ? (
        <Empty description="拣货单加载失败">
          <Button onClick={() => void (detail.isError ? detail.refetch() : execution.refetch())}>重试</Button>
        </Empty>
      ) : !doc || !rows ? (
        <RegionLoading />
      ) : (
        <section className="pick-list-sheet" aria-label={`拣货单 ${doc.docNo}`}>
          <h1>拣货单</h1>
          <div className="pick-list-top">
            <div className="pick-list-head">
              <span>单号：{doc.docNo}</span>
              <span>
                业务类型：
                <DictLabel dict={StockBusinessTypeSchema} value={doc.businessType} />
              </span>
              <span>仓库：{doc.warehouseName}</span>
              <span>
                {docCounterpart(doc).label}：{docCounterpart(doc).value ?? EMPTY_CELL_TEXT}
              </span>
              <span>项目：{doc.projectName ?? EMPTY_CELL_TEXT}</span>
              <span>计划日期：{doc.plannedDate}</span>
            </div>
            <div>
              <Barcode value={labelCode('document', doc.docNo)} className="pick-list-barcode" />
              <div className="pick-list-docno">{doc.docNo}</div>
            </div>
          </div>
          <table>
            <thead>
              <tr>
                <th>序号</th>
                <th>库位</th>
                <th>物料编码</th>
                <th>名称</th>
                <th>规格型号</th>
                <th>单位</th>
                <th>批次</th>
                <th>应拣</th>
                <th>实发</th>
                <th>库位码</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key}>
                  <td className="number">{index + 1}</td>
                  <td className="code">{row.locationCode ?? '无可用库存'}</td>
                  <td className="code">{row.materialCode}</td>
                  <td>{row.materialName}</td>
                  <td>{row.spec}</td>
                  <td>{row.unit}</td>
                  <td>{row.batchNo ?? ''}</td>
                  <td className="number">{formatQuantity(row.quantity)}</td>
                  <td className="pick-list-box" aria-label={`实发（第 ${index + 1} 行）`} />
                  <td>
                    {row.locationCode && (
                      <QrCode value={labelCode('location', row.locationCode)} className="pick-list-qr" />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {doc.remark && <p>备注：{doc.remark}</p>}
          <div className="pick-list-signs">
            <span>拣货人：</span>
            <span>复核：</span>
            <span>领用人：</span>
          </div>
        </section>
      )}
    </div>
  );
}
