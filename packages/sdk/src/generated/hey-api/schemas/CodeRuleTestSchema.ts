// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodeRuleTestSchema = {
    type: 'object',
    description: '测试生成 — the rule as edited (saved or not) and the category whose code fills a CATEGORY segment.',
    additionalProperties: false,
    required: [
        'rule'
    ],
    properties: {
        rule: {
            $ref: '#/components/schemas/CodeRuleInput'
        },
        categoryId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
