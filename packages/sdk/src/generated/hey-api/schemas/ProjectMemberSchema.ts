// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMemberSchema = {
    type: 'object',
    description: 'A member of a project team.',
    additionalProperties: false,
    required: [
        'id',
        'projectId',
        'userId',
        'name',
        'username',
        'deptId',
        'deptName',
        'role',
        'phone',
        'joinDate',
        'leaveDate',
        'remark'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        userId: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string'
        },
        username: {
            type: 'string',
            description: '工号 (login name)'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        deptName: {
            type: 'string'
        },
        role: {
            $ref: '#/components/schemas/ProjectRole'
        },
        phone: {
            type: [
                'string',
                'null'
            ]
        },
        joinDate: {
            $ref: '#/components/schemas/LocalDate'
        },
        leaveDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocalDate'
                },
                {
                    type: 'null'
                }
            ]
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
