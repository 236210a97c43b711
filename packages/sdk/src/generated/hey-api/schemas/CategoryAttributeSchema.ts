// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CategoryAttributeSchema = {
    type: 'object',
    description: 'A dynamic attribute definition of a category (spec §3 dynamic field definition: code, name, type, required, acceptValues); the material form renders it by spec §5\'s rules. `id` is a generated UUID without dashes.',
    additionalProperties: false,
    required: [
        'id',
        'code',
        'name',
        'type',
        'required',
        'sort'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        code: {
            type: 'string',
            pattern: '^[a-zA-Z][a-zA-Z0-9_]{0,29}$'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 30
        },
        type: {
            $ref: '#/components/schemas/DynamicFieldType'
        },
        required: {
            type: 'boolean'
        },
        acceptValues: {
            type: [
                'object',
                'null'
            ],
            description: 'value → label; makes the field a select.',
            additionalProperties: {
                type: 'string'
            }
        },
        sort: {
            type: 'integer',
            minimum: 0
        }
    }
} as const;
