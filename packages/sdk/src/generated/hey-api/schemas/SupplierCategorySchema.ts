// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierCategorySchema = {
    type: 'string',
    'x-dict': 'supplier_category',
    description: '分类 — ELECTRONIC 电子元器件, MECHANICAL 机械加工, PACKAGING 包装材料, SERVICE 服务.',
    enum: [
        'ELECTRONIC',
        'MECHANICAL',
        'PACKAGING',
        'SERVICE'
    ]
} as const;
