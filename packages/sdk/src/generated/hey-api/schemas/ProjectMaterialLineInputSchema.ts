// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialLineInputSchema = {
    type: 'object',
    description: 'A demand line to add; its id is a generated UUID without dashes.',
    additionalProperties: false,
    required: [
        'id',
        'materialId',
        'demandQuantity'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        demandQuantity: {
            type: 'number',
            exclusiveMinimum: 0,
            maximum: 99999999
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
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        }
    }
} as const;
