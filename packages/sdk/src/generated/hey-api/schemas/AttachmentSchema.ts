// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttachmentSchema = {
    type: 'object',
    description: 'A stored file (spec §3 Files).',
    additionalProperties: false,
    required: [
        'fileName',
        'fileSuffix',
        'fileUrl'
    ],
    properties: {
        fileName: {
            type: 'string'
        },
        fileSuffix: {
            type: 'string'
        },
        fileUrl: {
            type: 'string'
        }
    }
} as const;
