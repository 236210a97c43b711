// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectSchema = {
    type: 'object',
    description: 'A project (项目列表).',
    additionalProperties: false,
    required: [
        'id',
        'projectNo',
        'name',
        'type',
        'customer',
        'managerId',
        'managerName',
        'deptId',
        'deptName',
        'planStart',
        'planEnd',
        'actualStart',
        'actualEnd',
        'status',
        'progress',
        'budget',
        'description',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        projectNo: {
            type: 'string',
            description: '项目编号 (generated)'
        },
        name: {
            type: 'string'
        },
        type: {
            $ref: '#/components/schemas/ProjectType'
        },
        customer: {
            type: [
                'string',
                'null'
            ],
            description: '客户/业主'
        },
        managerId: {
            $ref: '#/components/schemas/Id'
        },
        managerName: {
            type: 'string'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        deptName: {
            type: 'string'
        },
        planStart: {
            $ref: '#/components/schemas/LocalDate'
        },
        planEnd: {
            $ref: '#/components/schemas/LocalDate'
        },
        actualStart: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocalDate'
                },
                {
                    type: 'null'
                }
            ]
        },
        actualEnd: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocalDate'
                },
                {
                    type: 'null'
                }
            ]
        },
        status: {
            $ref: '#/components/schemas/ProjectStatus'
        },
        progress: {
            type: 'number',
            minimum: 0,
            maximum: 100,
            description: '进度 %'
        },
        budget: {
            type: [
                'number',
                'null'
            ],
            minimum: 0,
            description: '预算 (元)'
        },
        description: {
            type: [
                'string',
                'null'
            ]
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
