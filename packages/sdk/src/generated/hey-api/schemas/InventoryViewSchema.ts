// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventoryViewSchema = {
    type: 'string',
    description: '库存查询\'s view: 按物料汇总 MATERIAL, 按仓库 WAREHOUSE, 按库位 LOCATION, 按批次 BATCH.',
    enum: [
        'MATERIAL',
        'WAREHOUSE',
        'LOCATION',
        'BATCH'
    ]
} as const;
