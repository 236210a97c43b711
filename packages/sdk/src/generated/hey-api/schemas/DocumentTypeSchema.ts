// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocumentTypeSchema = {
    type: 'string',
    description: 'The kind of a linked document: PURCHASE_REQUEST 采购申请, PURCHASE_ORDER 采购订单, WAREHOUSE_DOC 出入库单 (入库单, 出库单 … of 单据管理). A module that adds a kind of document adds its value here.',
    enum: [
        'PURCHASE_REQUEST',
        'PURCHASE_ORDER',
        'WAREHOUSE_DOC'
    ]
} as const;
