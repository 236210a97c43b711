// @ts-check
// 冲销 in memory mode: a completed document undone by a 冲销单 whose ledger lines reverse every line it wrote
// (rules in ../warehouse.js).
import { MockError, newId } from '../../memory/kinds.js';
import { byId, dateOf, docById, docLink, refuse, sum } from './common.js';
import { createDoc, docView, syncLinks } from './docs.js';
import { countOnOrder, countOnProject } from './sources.js';
import { findRow, moveStock, prepare } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./common.js').MockContext} MockContext
 * @typedef {import('./common.js').Doc} Doc
 * @typedef {Record<string, any>} Line
 */

/** @type {Record<string, import('../index.js').Behaviour>} */
export const reversalBehaviours = {
  /** 冲销: a completed 冲销单 whose ledger lines undo every line the document wrote; refused below zero. */
  'warehouse.reverseDoc': (context) => {
    prepare(context);
    const { collections, body, now, user } = context;
    const original = docById(collections, body.id);
    if (original.status !== 'COMPLETED')
      throw refuse(context, 'businessError', `单据 ${original.docNo} 未完成，不能冲销；可作废或继续执行`);
    if (original.businessType === 'REVERSAL')
      throw refuse(context, 'businessError', `单据 ${original.docNo} 是冲销单，不能再冲销`);
    if ((collections.warehouseDocs ?? []).some((doc) => doc.reversalOf?.id === original.id))
      throw refuse(context, 'businessError', `单据 ${original.docNo} 已冲销，不能再次冲销`);
    const written = (collections.ledgerEntries ?? [])
      .filter((entry) => entry.sourceDoc?.id === original.id)
      .reverse();
    const moves = written.map((entry) => {
      const bin = byId(collections.locations, entry.locationId);
      if (!bin) throw new MockError(400, `库位 ${entry.locationCode} 已删除，不能冲销`);
      return { entry, bin, batch: byId(collections.batches, entry.batchId) ?? null };
    });
    for (const { entry, bin, batch } of moves) {
      if (entry.quantity <= 0) continue;
      const back = sum(
        moves
          .filter(
            (move) => move.entry.materialId === entry.materialId && move.bin === bin && move.batch === batch,
          )
          .map((move) => move.entry.quantity),
      );
      const onHand = findRow(collections, entry.materialId, bin.id, batch?.id)?.onHand ?? 0;
      if (back > onHand)
        throw refuse(
          context,
          'short',
          `${entry.materialName}${batch ? ` 批次 ${batch.batchNo}` : ''} 在 ${bin.code} 可用 ${onHand}，冲销需出库 ${back}，不能冲销`,
        );
    }
    const today = dateOf(now);
    const reversal = createDoc(context, {
      docType: original.docType,
      businessType: 'REVERSAL',
      direction: original.direction,
      status: 'COMPLETED',
      reversalOf: docLink(original),
      warehouseId: original.warehouseId,
      warehouseName: original.warehouseName,
      targetWarehouseId: original.targetWarehouseId ?? null,
      targetWarehouseName: original.targetWarehouseName ?? null,
      plannedDate: today,
      executedDate: today,
      auditor: user.nickname,
      source: null,
      supplierId: original.supplierId ?? null,
      supplierName: original.supplierName ?? null,
      deptName: original.deptName ?? null,
      projectId: original.projectId ?? null,
      projectName: original.projectName ?? null,
      remark: `冲销：${body.reason}`,
      lines: original.lines
        .filter((/** @type {Line} */ line) => line.doneQuantity > 0)
        .map((/** @type {Line} */ line) => ({
          ...line,
          id: newId(),
          expectedQuantity: line.doneQuantity,
        })),
    });
    for (const { entry, bin, batch } of moves) {
      moveStock(context, {
        doc: reversal,
        line: entry,
        location: bin,
        batch,
        quantity: -entry.quantity,
        businessType: 'REVERSAL',
        partnerName: entry.partnerName ?? null,
        reversalOf: entry.entryNo,
      });
      countOnOrder(collections, original, entry.materialId, -entry.quantity);
      if (original.businessType === 'ISSUE_OUT')
        countOnProject(collections, original.projectId, entry.materialId, 'issuedQuantity', entry.quantity);
    }
    syncLinks(collections, reversal);
    return { data: docView(collections, reversal) };
  },
};
