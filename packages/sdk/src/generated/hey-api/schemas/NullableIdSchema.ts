// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NullableIdSchema = {
    oneOf: [
        {
            $ref: '#/components/schemas/Id'
        },
        {
            type: 'null'
        }
    ]
} as const;
