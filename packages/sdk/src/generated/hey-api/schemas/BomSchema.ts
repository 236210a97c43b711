// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomSchema = {
    type: 'object',
    description: 'A BOM header (BOM管理): one version of a parent material\'s bill of materials.',
    additionalProperties: false,
    required: [
        'id',
        'bomNo',
        'parentMaterialId',
        'parentMaterialCode',
        'parentMaterialName',
        'parentMaterialSpec',
        'version',
        'baseQuantity',
        'unit',
        'isDefault',
        'type',
        'status',
        'effectiveDate',
        'expiryDate',
        'lineCount',
        'processId',
        'remark',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        bomNo: {
            type: 'string'
        },
        parentMaterialId: {
            $ref: '#/components/schemas/Id'
        },
        parentMaterialCode: {
            type: 'string'
        },
        parentMaterialName: {
            type: 'string'
        },
        parentMaterialSpec: {
            type: [
                'string',
                'null'
            ]
        },
        version: {
            type: 'string'
        },
        baseQuantity: {
            type: 'number',
            exclusiveMinimum: 0
        },
        unit: {
            $ref: '#/components/schemas/UnitOfMeasure'
        },
        isDefault: {
            type: 'boolean'
        },
        type: {
            $ref: '#/components/schemas/BomType'
        },
        status: {
            $ref: '#/components/schemas/BomStatus'
        },
        effectiveDate: {
            $ref: '#/components/schemas/LocalDate'
        },
        expiryDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocalDate'
                },
                {
                    type: 'null'
                }
            ]
        },
        lineCount: {
            type: 'integer',
            minimum: 0
        },
        processId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ],
            description: 'The review process while the BOM is 审核中.'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
