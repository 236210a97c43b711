// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomExportRequestSchema = {
    type: 'object',
    description: 'The BOMs of the filters as a spreadsheet, each with its lines flat (one level) or indented (every level).',
    additionalProperties: false,
    required: [
        'layout'
    ],
    properties: {
        layout: {
            type: 'string',
            enum: [
                'FLAT',
                'INDENTED'
            ]
        },
        keyword: {
            type: 'string'
        },
        parentMaterialId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/BomStatus'
        },
        isDefault: {
            type: 'boolean'
        }
    }
} as const;
