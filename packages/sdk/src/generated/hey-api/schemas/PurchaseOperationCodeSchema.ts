// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOperationCodeSchema = {
    type: 'string',
    description: 'Operation codes of the purchase screens: 采购申请 (purchase:request:*), 采购订单 (purchase:order:*), 供应商管理 (purchase:supplier:*) and 属性标签 (purchase:tag:*). 复制 and 合并生成 create a document, so they need `add`.',
    enum: [
        'purchase:request:add',
        'purchase:request:edit',
        'purchase:request:remove',
        'purchase:request:submit',
        'purchase:request:withdraw',
        'purchase:request:close',
        'purchase:request:void',
        'purchase:request:export',
        'purchase:order:add',
        'purchase:order:edit',
        'purchase:order:submit',
        'purchase:order:withdraw',
        'purchase:order:amend',
        'purchase:order:hold',
        'purchase:order:close',
        'purchase:order:cancel',
        'purchase:order:print',
        'purchase:order:export',
        'purchase:supplier:add',
        'purchase:supplier:edit',
        'purchase:supplier:remove',
        'purchase:supplier:status',
        'purchase:supplier:export',
        'purchase:tag:add',
        'purchase:tag:edit',
        'purchase:tag:remove',
        'purchase:tag:status',
        'purchase:tag:export'
    ]
} as const;
