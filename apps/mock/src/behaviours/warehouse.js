// @ts-check
// 仓库 in memory mode: locations, stock, the ledger, batches, documents and their execution (screens.md §8, the
// contract's warehouse paths). The product spec says nothing of warehouse rules; the contract and screens.md give
// the lifecycle (草稿 → 待审核 → 待执行 → 执行中 → 已完成, 作废 before completion, 反审核 while nothing is executed,
// 冲销 after completion). Rules written down where both are silent, as a real ERP keeps a warehouse:
//
// Stock
//   - A balance is one material in one bin (库位) in one batch (none for a material without batches): collection
//     `inventory`, opened on a sandbox's first warehouse call from the seeded ledger (出入库记录), so the seed's
//     balances are the ledger's running balance; from then on every execution moves a balance and writes one ledger
//     line, signed (入 +, 出 −), with the material's balance in that warehouse after it (结存).
//   - No balance goes below zero: an outbound row that would take more than a batch holds in a bin is refused (the
//     contract's 可用库存不足), and nothing of that execution moves.
//   - 预留 is what released outbound documents (待执行, 执行中) still have to take, laid on the batch and bin a line
//     names, else FEFO then FIFO; available = on hand − reserved. It is shown, not enforced: execution checks only
//     that nothing goes below zero. A frozen batch stays in 可用 (as the contract's examples count it) but is never
//     issued.
//   - Outbound rows name their batch and bin (the screen suggests them FEFO, then FIFO), so nothing is picked for
//     them. A bin takes stock in or out only while it and its zone and warehouse are 启用 (停用 and 锁定 refuse).
//     Capacity and 混放 / 混批 are not enforced.
//   - 库存金额 is on hand × the material's 参考成本; 在途 what released purchase orders (已审核, 部分入库) still have to
//     deliver; 低于安全库存 and 高于最高库存 compare the material's stock over all warehouses with its safetyStock /
//     maxStock (the home page's 预警 and the overview count the same, whatever warehouse the overview shows).
//   - 按批次 lists batch-managed stock only; 按物料汇总 with 零库存 (or 低于安全库存) adds every 启用 material without
//     stock; the other views add zero balances with 零库存. A location, category or warehouse filter takes
//     everything below it. 项目 keeps the materials the project demands.
// Ledger
//   - 流水号 LS-<day>-#### counts per day; the operator is the caller; 供应商 / 领用部门 is the document's (a 调拨单 names
//     the other warehouse); lines are never deleted; a ledger line's source link follows its document's status.
// Batches
//   - A batch number is B + the day + the material's code without dashes + a two-digit serial of that series
//     (B20261123-EL0003-01). A stock-in row without one gets the next; a number the material already has adds to
//     that batch. A new batch's supplier and 来源入库单 are the document's, its expiry date the one typed or the
//     production date + the material's shelf life.
//   - 当前数量 is what its balances hold; its status is what the stock implies — 已耗尽 at zero, 已过期 past its expiry
//     date, else 正常 — except 冻结, which stays until 解冻. 冻结 puts it on hold for re-inspection (质检 待复检);
//     解冻 releases it as 合格; an exhausted batch has nothing to freeze.
//   - 拆分 moves the quantity into the next number of the batch's series, in the same bins (by bin code), with the
//     same supplier, dates, source and hold; it moves no stock between bins, so it writes no ledger line.
//   - 临期 is an expiry date from today to N days on, of a batch still holding stock (30 days on the home page).
// Documents
//   - 单据号 <type>-<day>-<serial>: RKD 入库, CKD 出库, DBD 调拨, PDD 盘点, THD 退货; the serial counts on over the
//     year's documents of that type (CKD-…-006, then CKD-<today>-007). 制单人 is the caller, and so is the 审核人.
//   - A saved line takes its material's code, name, spec, unit (as the dictionary labels it) and batch management.
//     A 入库单 or 退货单 with a supplier shows 供应商 and no 领用部门; the others show 领用部门. A document from a
//     purchase order carries the order's supplier and project, one from a project its department and the project.
//   - From a purchase order (released: 已审核 or 部分入库) a draft 入库单 takes each line's ordered − received into the
//     default warehouse, planned for the order's expected date (today once that has passed). From a project it
//     takes each demand line's demand − issued − what the project's open 领料出库单 still have to issue, planned today.
//     Nothing is saved until 保存; a saved document from an order is one of the order's 下游单据 (stockIns).
//   - 提交 and 审核 take the documents named all or none. 作废 of a 执行中 document keeps what was executed and drops
//     the rest. 复制 is a new 草稿 of the same header and lines, nothing executed, no received batch, planned today;
//     a 冲销单's copy is a draft of the business it reversed (only 冲销 makes a 冲销单).
//   - 冲销 makes a 已完成 冲销单 (business 作废冲销, same type, the reason in its remark) whose ledger lines undo every
//     line the original wrote (each naming the line it reverses); refused when that would take a balance below zero.
//     A document is reversed once; a 冲销单 is not reversed.
//   - Links: a document's 来源 is the order or project it came from; 入库单 of the same order before it are upstream
//     (the receipt it continues), those after it downstream, with the 冲销单 that reverse it.
// Execution
//   - A document is executed from 待执行 or 执行中, 入库单 at 入库执行, 出库单 / 调拨单 / 退货单 at 出库执行. Each
//     row adds to its line's 已执行; more than a line has left is refused; what is left keeps the document 执行中,
//     nothing left makes it 已完成; 执行日期 is the day of the last execution. A line shows the batch and bin it was
//     last executed in.
//   - A stock-in from a purchase order counts on the order's lines of the material in line order (each up to what
//     it has left, any excess on the last); the order's 入库状态 follows (未 / 部分 / 全部入库) and so does its status
//     (已审核 → 部分入库 → 已完成) while it is released; the project's 已入库 follows. A 领料出库 adds to the
//     project's 已领用. A 冲销 takes both back.
//   - A 调拨单 takes out of its bins and puts the same batch into the 调入仓库's 收货暂存 bin (调拨出, 调拨入).
//   - A stock-in line is suggested the bin holding most of the material, else where it last came in, else a bin
//     holding its category, else 收货暂存.
// Locations
//   - A node is saved under a parent one level up (仓库 at the root); codes are unique; one warehouse is the default.
//     A node holding stock is not disabled (it can be locked, the reason its remark) nor moved to another warehouse,
//     and is not deleted, nor is one with children that stay. 批量生成 makes the bins of the ranges (either way
//     round, at most 200) as mixed-batch, single-material bins, all or none.
import { batchBehaviours } from './warehouse/batches.js';
import { docBehaviours } from './warehouse/docs.js';
import { executionBehaviours } from './warehouse/execution.js';
import { inventoryBehaviours } from './warehouse/inventory.js';
import { lifecycleBehaviours } from './warehouse/lifecycle.js';
import { locationBehaviours } from './warehouse/locations.js';
import { overviewBehaviours } from './warehouse/overview.js';
import { reversalBehaviours } from './warehouse/reversal.js';
import { sourceBehaviours } from './warehouse/sources.js';

/** @type {Record<string, import('./index.js').Behaviour>} */
export const warehouseBehaviours = {
  ...locationBehaviours,
  ...inventoryBehaviours,
  ...overviewBehaviours,
  ...batchBehaviours,
  ...docBehaviours,
  ...sourceBehaviours,
  ...lifecycleBehaviours,
  ...executionBehaviours,
  ...reversalBehaviours,
};
