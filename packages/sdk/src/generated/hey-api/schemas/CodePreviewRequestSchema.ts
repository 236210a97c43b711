// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodePreviewRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'categoryId'
    ],
    properties: {
        categoryId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
