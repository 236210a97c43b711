// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LocationQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/LocationStatus'
        }
    }
} as const;
