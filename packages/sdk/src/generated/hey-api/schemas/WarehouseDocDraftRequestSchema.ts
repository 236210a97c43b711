// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocDraftRequestSchema = {
    type: 'object',
    description: 'A draft document made from its source: a purchase order (入库, its quantities not yet received) or a project\'s demand (领料出库, its quantities not yet issued). Nothing is saved until the draft is saved.',
    additionalProperties: false,
    required: [
        'kind',
        'sourceId'
    ],
    properties: {
        kind: {
            type: 'string',
            enum: [
                'PURCHASE_ORDER',
                'PROJECT'
            ]
        },
        sourceId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
