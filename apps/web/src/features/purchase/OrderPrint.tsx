import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { EMPTY_CELL_TEXT } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import { DictLabel } from '../../lib/dict';
import { displayMoney, moneyInWords, parseMoney } from '../../lib/money';
import { RegionLoading } from '../../lib/region-loading';
import { useOrders } from './order-queries';
import type { PurchaseOrder } from './order-rules';
import { UNIT_DICT } from './purchase-dicts';

/**
 * While printing, only the sheets show: the app's menu, header and this view's own buttons stay on screen, and each
 * order starts a new page. Black on white whatever the theme, so a dark screen prints like a light one.
 */
const PRINT_CSS = `
.order-print-sheet { background: #fff; color: #000; padding: 24px; margin-bottom: 24px; border: 1px solid #d9d9d9; }
.order-print-sheet h1 { font-size: 20px; text-align: center; margin: 0 0 16px; color: #000; }
.order-print-sheet table { width: 100%; border-collapse: collapse; font-size: 12px; }
.order-print-sheet th, .order-print-sheet td { border: 1px solid #000; padding: 4px 6px; color: #000; }
.order-print-sheet .number { text-align: right; white-space: nowrap; }
.order-print-head { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px 16px; margin-bottom: 12px; font-size: 13px; }
.order-print-signs { display: flex; justify-content: space-between; margin-top: 32px; font-size: 13px; }
@media print {
  body * { visibility: hidden; }
  .order-print, .order-print * { visibility: visible; }
  .order-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .order-print-actions { display: none; }
  .order-print-sheet { border: none; margin: 0; padding: 0; break-after: page; }
}
`;

function Sheet({ order }: { order: PurchaseOrder }) {
  return (
    <section className="order-print-sheet" aria-label={`采购订单 ${order.orderNo}`}>
      <h1>采购订单</h1>
      <div className="order-print-head">
        <span>订单号：{order.orderNo}</span>
        <span>下单日期：{order.orderDate}</span>
        <span>预计到货：{order.expectedDate}</span>
        <span>供应商：{order.supplierName}</span>
        <span>采购员：{order.buyer.name}</span>
        <span>
          付款条件：{order.paymentTerms ?? EMPTY_CELL_TEXT}（{order.currency}）
        </span>
      </div>
      <table>
        <thead>
          <tr>
            <th>序号</th>
            <th>物料编码</th>
            <th>名称</th>
            <th>规格型号</th>
            <th>单位</th>
            <th>数量</th>
            <th>单价</th>
            <th>税率</th>
            <th>含税金额</th>
            <th>交货日期</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={line.id}>
              <td className="number">{index + 1}</td>
              <td>{line.materialCode}</td>
              <td>{line.materialName}</td>
              <td>{line.spec}</td>
              <td>
                <DictLabel dict={UNIT_DICT} value={line.unit} />
              </td>
              <td className="number">{line.quantity}</td>
              <td className="number">{displayMoney(line.unitPrice)}</td>
              <td className="number">{line.taxRate}%</td>
              <td className="number">{displayMoney(line.amountWithTax)}</td>
              <td>{line.deliveryDate}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={5}>合计</td>
            <td className="number">{order.totalQuantity}</td>
            <td colSpan={2} className="number">
              税额 {displayMoney(order.totalTax)}
            </td>
            <td className="number">{displayMoney(order.totalWithTax)}</td>
            <td />
          </tr>
          <tr>
            <td colSpan={10}>含税金额（大写）：{moneyInWords(parseMoney(order.totalWithTax) ?? 0n)}</td>
          </tr>
        </tbody>
      </table>
      {order.remark && <p>备注：{order.remark}</p>}
      <div className="order-print-signs">
        <span>采购员：</span>
        <span>审核：</span>
        <span>供应商确认（盖章）：</span>
      </div>
    </section>
  );
}

/**
 * 打印 / 批量打印 (screens.md §7, §10): the orders as print-friendly sheets, one per page; the browser prints them
 * (`@media print` keeps only the sheets). 返回 goes back to where the print was asked from.
 */
export function OrderPrint({ ids, onBack }: { ids: readonly string[]; onBack: () => void }) {
  const query = useOrders(ids);
  const failed = query.isError;
  const orders = query.data ?? [];
  const ready = query.isSuccess;
  return (
    <div className="order-print">
      <style>{PRINT_CSS}</style>
      <Space className="order-print-actions" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PrinterOutlined />} disabled={!ready} onClick={() => window.print()}>
          打印
        </Button>
        <Button onClick={onBack}>返回</Button>
      </Space>
      {failed ? (
        <Empty description="采购订单加载失败">
          <Button onClick={() => void query.refetch()}>重试</Button>
        </Empty>
      ) : !ready ? (
        <RegionLoading />
      ) : (
        orders.map((order) => <Sheet key={order.id} order={order} />)
      )}
    </div>
  );
}
