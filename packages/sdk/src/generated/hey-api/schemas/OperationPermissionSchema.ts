// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const OperationPermissionSchema = {
    type: 'object',
    description: 'An operation permission item (spec §3: has code).',
    additionalProperties: false,
    required: [
        'code',
        'name'
    ],
    properties: {
        code: {
            type: 'string',
            description: 'One of OperationCode, e.g. system:user:add.'
        },
        name: {
            type: 'string'
        }
    }
} as const;
