// @ts-check
// 物料批次管理 in memory mode: the batch page with 临期, a batch's stock and trace, 冻结 / 解冻, 拆分, 修改有效期
// and the next batch number (rules in ../warehouse.js).
import { inputOf, MockError, newId } from '../../memory/kinds.js';
import { addDays, byId, dateOf, freshLink, orderLink, qty, refuse } from './common.js';
import { impliedStatus, prepare, reservations, settleBatch, stockOf } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {Record<string, any>} Batch
 */

/** @param {Collections} collections @param {unknown} id @returns {Batch} */
function batchById(collections, id) {
  const batch = byId(collections.batches, id);
  if (!batch) throw new MockError(404, '批次不存在或已被删除');
  return batch;
}

/**
 * The next number of a batch series: `B20261123-EL0003-` gives B20261123-EL0003-01, then -02 …
 * @param {Collections} collections @param {string} prefix
 */
export function nextBatchNo(collections, prefix) {
  const taken = (collections.batches ?? [])
    .map((batch) => String(batch.batchNo))
    .filter((no) => no.startsWith(prefix) && /^\d+$/.test(no.slice(prefix.length)))
    .map((no) => Number(no.slice(prefix.length)));
  return `${prefix}${String(Math.max(0, ...taken) + 1).padStart(2, '0')}`;
}

/** The batch rule: B + the day + the material's code without its dashes + a serial. @param {Record<string, any>} material @param {Date} now */
export const batchPrefix = (material, now) =>
  `B${dateOf(now).replaceAll('-', '')}-${String(material.code).replaceAll('-', '')}-`;

/** @type {Record<string, import('../index.js').Behaviour>} */
export const batchBehaviours = {
  /** 批次 page: the declared filters; 临期 N days is an expiry date from today to N days on, stock still held. */
  'warehouse.batchPage': (context, generic) => {
    prepare(context);
    const input = inputOf(context);
    const days = Number(input.expiringWithinDays);
    if (!days) return /** @type {NonNullable<typeof generic>} */ (generic)(context);
    const today = dateOf(context.now);
    const until = addDays(today, days);
    const body = {
      ...input,
      expiringWithinDays: true,
      expiryFrom: input.expiryFrom && input.expiryFrom > today ? input.expiryFrom : today,
      expiryTo: input.expiryTo && input.expiryTo < until ? input.expiryTo : until,
    };
    return /** @type {NonNullable<typeof generic>} */ (generic)({ ...context, body });
  },

  /** 批次详情: its stock by bin, where it came from (the order, then the stock-in) and the documents it left by. */
  'warehouse.batchDetail': (context) => {
    prepare(context);
    const { collections } = context;
    const batch = batchById(collections, inputOf(context).id);
    const reserved = reservations(collections);
    const stock = stockOf(collections)
      .filter((row) => row.batchId === batch.id && row.onHand > 0)
      .map((row) => {
        const location = byId(collections.locations, row.locationId);
        return {
          locationId: row.locationId,
          locationCode: location?.code ?? '',
          warehouseName: byId(collections.locations, row.warehouseId)?.name ?? '',
          quantity: row.onHand,
          reserved: reserved.get(row.id) ?? 0,
        };
      });
    const source = batch.sourceDoc ? freshLink(collections, batch.sourceDoc) : null;
    const sourceDoc = source ? byId(collections.warehouseDocs, source.id) : undefined;
    const order =
      sourceDoc?.source?.kind === 'PURCHASE_ORDER'
        ? byId(collections.purchaseOrders, sourceDoc.source.id)
        : undefined;
    /** @type {Map<string, any>} */
    const downstream = new Map();
    for (const entry of collections.ledgerEntries ?? []) {
      if (entry.batchId !== batch.id || entry.direction !== 'OUT') continue;
      const left = downstream.get(entry.sourceDoc.id) ?? {
        doc: freshLink(collections, entry.sourceDoc),
        quantity: 0,
        date: String(entry.occurredAt).slice(0, 10),
        projectName: entry.projectName ?? null,
      };
      left.quantity = qty(left.quantity - entry.quantity);
      downstream.set(entry.sourceDoc.id, left);
    }
    const supplier = byId(collections.suppliers, batch.supplierId);
    return {
      data: {
        batch,
        stock,
        trace: {
          supplier: supplier ? { id: supplier.id, name: supplier.name, code: supplier.code } : null,
          upstream: [...(order ? [orderLink(order)] : []), ...(source ? [source] : [])],
          downstream: [...downstream.values()],
        },
      },
    };
  },

  /** 冻结: holds a batch with stock for re-inspection (质检 待复检); nothing is issued from it until released. */
  'warehouse.freezeBatch': (context) => {
    prepare(context);
    const batch = batchById(context.collections, context.body.id);
    if (batch.status === 'EXHAUSTED' || batch.quantity <= 0)
      throw refuse(context, 'businessError', `批次 ${batch.batchNo} 已耗尽，没有可冻结的库存`);
    if (batch.status === 'FROZEN') throw refuse(context, 'frozen', `批次 ${batch.batchNo} 已冻结`);
    Object.assign(batch, { status: 'FROZEN', frozenReason: context.body.reason, qualityStatus: '待复检' });
    return { data: batch };
  },

  /** 解冻: released as 合格, to the status its stock and expiry date imply. */
  'warehouse.unfreezeBatch': (context) => {
    prepare(context);
    const batch = batchById(context.collections, context.body.id);
    if (batch.status !== 'FROZEN') throw refuse(context, 'businessError', `批次 ${batch.batchNo} 未冻结`);
    Object.assign(batch, { frozenReason: null, qualityStatus: '合格' });
    batch.status = impliedStatus(batch, dateOf(context.now));
    return { data: batch };
  },

  /** 拆分: part of a batch becomes the next number of its series, in the same bins; the material's stock is unchanged. */
  'warehouse.splitBatch': (context) => {
    prepare(context);
    const { collections, body, now } = context;
    const batch = batchById(collections, body.id);
    if (!(body.quantity > 0 && body.quantity < batch.quantity))
      throw refuse(context, 'businessError', `拆分数量须大于 0 且小于批次当前数量 ${batch.quantity}`);
    const series = /^(.*-)\d+$/.exec(batch.batchNo)?.[1] ?? `${batch.batchNo}-`;
    const split = {
      ...batch,
      id: newId(),
      batchNo: nextBatchNo(collections, series),
      inQuantity: body.quantity,
      quantity: body.quantity,
      remark: body.remark ? `拆分自 ${batch.batchNo}：${body.remark}` : `拆分自 ${batch.batchNo}`,
    };
    let left = body.quantity;
    const rows = stockOf(collections)
      .filter((row) => row.batchId === batch.id && row.onHand > 0)
      .sort((a, b) =>
        String(byId(collections.locations, a.locationId)?.code).localeCompare(
          String(byId(collections.locations, b.locationId)?.code),
        ),
      );
    for (const row of rows) {
      const take = Math.min(row.onHand, left);
      if (take <= 0) break;
      row.onHand = qty(row.onHand - take);
      stockOf(collections).push({
        ...row,
        id: `${row.materialId}-${row.locationId}-${split.id}`,
        batchId: split.id,
        batchNo: split.batchNo,
        onHand: take,
      });
      left = qty(left - take);
    }
    const today = dateOf(now);
    collections.batches = collections.batches ?? [];
    collections.batches.unshift(split);
    settleBatch(collections, batch, today);
    settleBatch(collections, split, today);
    return { data: split };
  },

  /** 修改有效期: never before the production date; the status follows the new date. */
  'warehouse.changeBatchExpiry': (context) => {
    prepare(context);
    const { body } = context;
    const batch = batchById(context.collections, body.id);
    const production = body.productionDate ?? batch.productionDate;
    if (production && body.expiryDate < production)
      throw refuse(context, 'businessError', `有效期不能早于生产日期 ${production}`);
    batch.productionDate = production ?? null;
    batch.expiryDate = body.expiryDate;
    if (batch.status !== 'FROZEN') batch.status = impliedStatus(batch, dateOf(context.now));
    return { data: batch };
  },

  /** 生成批次号: the next number of today's series of the material. */
  'warehouse.generateBatchNo': (context) => {
    const material = byId(context.collections.materials, context.body.materialId);
    if (!material) throw new MockError(404, '物料不存在或已被删除');
    return { data: { batchNo: nextBatchNo(context.collections, batchPrefix(material, context.now)) } };
  },
};
