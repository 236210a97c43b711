// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DynamicFieldDefinitionSchema = {
    type: 'object',
    description: 'A dynamic form field (spec §3); `acceptValues` maps value to label and makes the field a select.',
    additionalProperties: false,
    required: [
        'code',
        'name',
        'type',
        'required'
    ],
    properties: {
        code: {
            type: 'string'
        },
        name: {
            type: 'string'
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
            additionalProperties: {
                type: 'string'
            }
        },
        editable: {
            type: 'boolean',
            description: 'Editable by the current node\'s handler.'
        }
    }
} as const;
