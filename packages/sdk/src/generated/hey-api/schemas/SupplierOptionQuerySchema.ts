// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierOptionQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        status: {
            $ref: '#/components/schemas/SupplierStatus'
        }
    }
} as const;
