// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodeRuleQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        keyword: {
            type: 'string',
            description: '规则名称/编码'
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
