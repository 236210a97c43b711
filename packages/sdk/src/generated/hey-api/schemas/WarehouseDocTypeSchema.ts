// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocTypeSchema = {
    type: 'string',
    'x-dict': 'warehouse_doc_type',
    description: '入库单 IN, 出库单 OUT, 调拨单 TRANSFER, 盘点单 STOCKTAKE, 退货单 RETURN.',
    enum: [
        'IN',
        'OUT',
        'TRANSFER',
        'STOCKTAKE',
        'RETURN'
    ]
} as const;
