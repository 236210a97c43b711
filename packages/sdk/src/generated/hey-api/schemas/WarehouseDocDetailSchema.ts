// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocDetailSchema = {
    type: 'object',
    description: 'A document with its lines, its source and downstream documents and the ledger entries it wrote.',
    additionalProperties: false,
    required: [
        'doc',
        'lines',
        'upstream',
        'downstream',
        'entries'
    ],
    properties: {
        doc: {
            $ref: '#/components/schemas/WarehouseDoc'
        },
        lines: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/WarehouseDocLine'
            }
        },
        upstream: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DocLink'
            }
        },
        downstream: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DocLink'
            }
        },
        entries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/LedgerEntry'
            }
        }
    }
} as const;
