// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocLinkSchema = {
    type: 'object',
    description: 'A linked document (来源单据 / 下游单据) by kind, id and number.',
    additionalProperties: false,
    required: [
        'kind',
        'id',
        'no'
    ],
    properties: {
        kind: {
            $ref: '#/components/schemas/SourceKind'
        },
        id: {
            $ref: '#/components/schemas/Id'
        },
        no: {
            type: 'string',
            description: 'Its number (or a project\'s code).'
        },
        name: {
            type: [
                'string',
                'null'
            ],
            description: 'A project\'s name or the document\'s title.'
        },
        docType: {
            oneOf: [
                {
                    $ref: '#/components/schemas/WarehouseDocType'
                },
                {
                    type: 'null'
                }
            ]
        },
        status: {
            type: [
                'string',
                'null'
            ],
            description: 'Its status as its own module words it.'
        }
    }
} as const;
