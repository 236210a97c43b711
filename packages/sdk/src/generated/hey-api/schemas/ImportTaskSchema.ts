// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ImportTaskSchema = {
    type: 'object',
    description: 'A material import running on the server, and what it has done so far.',
    additionalProperties: false,
    required: [
        'taskId',
        'status',
        'total',
        'processed',
        'succeeded',
        'failed',
        'errors'
    ],
    properties: {
        taskId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/ImportTaskStatus'
        },
        total: {
            type: 'integer',
            minimum: 0
        },
        processed: {
            type: 'integer',
            minimum: 0
        },
        succeeded: {
            type: 'integer',
            minimum: 0
        },
        failed: {
            type: 'integer',
            minimum: 0
        },
        errors: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ImportRowError'
            }
        }
    }
} as const;
