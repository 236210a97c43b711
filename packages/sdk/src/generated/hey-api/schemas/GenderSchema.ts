// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const GenderSchema = {
    type: 'string',
    'x-dict': 'sys_user_sex',
    description: 'MALE 男, FEMALE 女, UNKNOWN 未知.',
    enum: [
        'MALE',
        'FEMALE',
        'UNKNOWN'
    ]
} as const;
