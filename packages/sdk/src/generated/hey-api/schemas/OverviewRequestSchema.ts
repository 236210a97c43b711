// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const OverviewRequestSchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        dateFrom: {
            $ref: '#/components/schemas/Date'
        },
        dateTo: {
            $ref: '#/components/schemas/Date'
        }
    }
} as const;
