// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomUsageSchema = {
    type: 'object',
    description: '反查 — a BOM that uses the material, directly (level 1) or through a sub-assembly (level 2 …).',
    additionalProperties: false,
    required: [
        'bomId',
        'bomNo',
        'parentMaterialCode',
        'parentMaterialName',
        'version',
        'status',
        'isDefault',
        'quantity',
        'level',
        'via'
    ],
    properties: {
        bomId: {
            $ref: '#/components/schemas/Id'
        },
        bomNo: {
            type: 'string'
        },
        parentMaterialCode: {
            type: 'string'
        },
        parentMaterialName: {
            type: 'string'
        },
        version: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/BomStatus'
        },
        isDefault: {
            type: 'boolean'
        },
        quantity: {
            type: 'number',
            description: '用量 in that BOM (of the material or of the sub-assembly)'
        },
        level: {
            type: 'integer',
            minimum: 1
        },
        via: {
            type: [
                'string',
                'null'
            ],
            description: 'The sub-assembly\'s code when level > 1.'
        }
    }
} as const;
