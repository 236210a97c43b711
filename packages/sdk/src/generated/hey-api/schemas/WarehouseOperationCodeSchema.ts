// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseOperationCodeSchema = {
    type: 'string',
    description: 'Operation codes of 仓库管理 (screens.md §8): 库存查询 warehouse:inventory:*, 出入库记录 warehouse:record:*, 单据管理 warehouse:doc:*, 入库执行 warehouse:stockIn:*, 出库执行 warehouse:stockOut:*, 物料批次管理 warehouse:batch:*, 库位管理 warehouse:location:*.',
    enum: [
        'warehouse:inventory:export',
        'warehouse:record:export',
        'warehouse:doc:add',
        'warehouse:doc:edit',
        'warehouse:doc:submit',
        'warehouse:doc:audit',
        'warehouse:doc:unaudit',
        'warehouse:doc:void',
        'warehouse:doc:reverse',
        'warehouse:doc:copy',
        'warehouse:doc:print',
        'warehouse:doc:export',
        'warehouse:stockIn:execute',
        'warehouse:stockOut:execute',
        'warehouse:batch:freeze',
        'warehouse:batch:split',
        'warehouse:batch:expiry',
        'warehouse:batch:export',
        'warehouse:batch:print',
        'warehouse:location:add',
        'warehouse:location:edit',
        'warehouse:location:remove',
        'warehouse:location:status',
        'warehouse:location:generate',
        'warehouse:location:export',
        'warehouse:location:print'
    ]
} as const;
