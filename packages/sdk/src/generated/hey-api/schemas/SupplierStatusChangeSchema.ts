// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierStatusChangeSchema = {
    type: 'object',
    description: '启用 / 停用 / 冻结; freezing or disabling says why.',
    additionalProperties: false,
    required: [
        'id',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/SupplierStatus'
        },
        reason: {
            type: 'string',
            maxLength: 200
        }
    }
} as const;
