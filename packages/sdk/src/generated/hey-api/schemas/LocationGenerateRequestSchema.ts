// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LocationGenerateRequestSchema = {
    type: 'object',
    description: '批量生成库位 under a zone: one bin per 排 × 列 (× 层) in the ranges, coded `<zone code>-<排>-<列>` with two digits each, plus `-<层>` when a layer range is given (WH01-A-03-01-02). At most 200 bins in one go.',
    additionalProperties: false,
    required: [
        'zoneId',
        'rows',
        'cols',
        'locationType'
    ],
    properties: {
        zoneId: {
            $ref: '#/components/schemas/Id'
        },
        rows: {
            $ref: '#/components/schemas/LocationGenerateRange'
        },
        cols: {
            $ref: '#/components/schemas/LocationGenerateRange'
        },
        layers: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocationGenerateRange'
                },
                {
                    type: 'null'
                }
            ]
        },
        locationType: {
            $ref: '#/components/schemas/LocationType'
        },
        capacity: {
            oneOf: [
                {
                    $ref: '#/components/schemas/StockLevel'
                },
                {
                    type: 'null'
                }
            ]
        }
    }
} as const;
