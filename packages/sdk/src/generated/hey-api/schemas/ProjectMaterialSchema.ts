// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialSchema = {
    type: 'object',
    description: 'A demand line of a project (项目物料): what the project needs and how far purchasing and the warehouse have got; the quantities after the demand are the server\'s, read-only.',
    additionalProperties: false,
    required: [
        'id',
        'projectId',
        'materialId',
        'materialCode',
        'materialName',
        'materialSpec',
        'unit',
        'categoryName',
        'demandQuantity',
        'demandDate',
        'source',
        'requestedQuantity',
        'orderedQuantity',
        'receivedQuantity',
        'issuedQuantity',
        'availableStock',
        'status',
        'remark'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        materialCode: {
            type: 'string'
        },
        materialName: {
            type: 'string'
        },
        materialSpec: {
            type: [
                'string',
                'null'
            ]
        },
        unit: {
            $ref: '#/components/schemas/UnitOfMeasure'
        },
        categoryName: {
            type: 'string'
        },
        demandQuantity: {
            type: 'number',
            exclusiveMinimum: 0
        },
        demandDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocalDate'
                },
                {
                    type: 'null'
                }
            ]
        },
        source: {
            $ref: '#/components/schemas/DemandSource'
        },
        requestedQuantity: {
            type: 'number',
            minimum: 0,
            description: '已申请'
        },
        orderedQuantity: {
            type: 'number',
            minimum: 0,
            description: '已下单'
        },
        receivedQuantity: {
            type: 'number',
            minimum: 0,
            description: '已入库'
        },
        issuedQuantity: {
            type: 'number',
            minimum: 0,
            description: '已领用'
        },
        availableStock: {
            type: 'number',
            description: '可用库存'
        },
        status: {
            $ref: '#/components/schemas/ProjectMaterialStatus'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
