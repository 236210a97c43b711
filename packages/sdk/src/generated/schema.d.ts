// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 健康检查 / Health check
         * @description Readiness probe of the API (and of the Prism mock). Needs no Authorization.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 登录 / Log in
         * @description Exchanges a username and password for the Authorization value and the user info.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 退出登录 / Log out */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/currentUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户 / Current user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改个人资料 / Update my profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改密码 / Change my password */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/getMenuPermissionsByToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取当前用户的菜单权限 / Menu permissions of the logged-in user
         * @description The menus the token's user may see (spec §6). An empty list means no menu at all.
         */
        get: operations["getMenuPermissionsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/getOperationPermissionsByTokenAndUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取页面的操作权限 / Operation permissions of a page
         * @description The operation codes the token's user holds on the page at `url` (spec §6).
         */
        get: operations["getOperationPermissionsByTokenAndUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 查询菜单权限列表 / List permissions */
        post: operations["getAllPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增菜单权限 / Create a permission */
        post: operations["savePermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改菜单权限 / Update a permission */
        put: operations["updatePermission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除菜单权限 / Delete permissions */
        delete: operations["deletePermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询菜单权限 / Page of permissions
         * @description Apparently unused by the product (spec §7); kept for other clients.
         */
        post: operations["getPermissionPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 启用菜单权限 / Activate a permission
         * @description Apparently unused by the product (spec §4); kept for other clients.
         */
        put: operations["activatePermission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/inactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 停用菜单权限 / Deactivate a permission
         * @description Apparently unused by the product (spec §4); kept for other clients.
         */
        put: operations["inactivatePermission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permission/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 查询菜单权限详情 / Get a permission */
        get: operations["getPermissionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dept/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询部门 / List departments
         * @description The whole department list, flat; build the tree from parentId.
         */
        post: operations["getAllDepartments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dept/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增部门 / Create a department */
        post: operations["saveDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dept/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改部门 / Update a department */
        put: operations["updateDepartment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dept/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除部门 / Delete departments
         * @description Refused while a department has children or users.
         */
        delete: operations["deleteDepartment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dept/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出部门 / Export departments
         * @description The departments matching the filters as a spreadsheet, parents before children.
         */
        post: operations["exportDepartments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/type/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 查询字典类型 / List dictionary types */
        post: operations["getDictTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/type/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存字典类型 / Save a dictionary type
         * @description Creates a type (no id) or updates one.
         */
        post: operations["saveDictType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/type/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除字典类型 / Delete dictionary types */
        delete: operations["deleteDictTypes"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/type/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出字典类型 / Export dictionary types
         * @description The dictionary types matching the filters as a spreadsheet.
         */
        post: operations["exportDictTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查询字典数据 / Values of a dictionary
         * @description Every value of one dictionary type, by sort; what useDict caches. An unknown or empty type answers an empty list.
         */
        get: operations["getDictData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/data/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存字典数据 / Save a dictionary value
         * @description Creates a value (no id) or updates one.
         */
        post: operations["saveDictData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/data/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除字典数据 / Delete dictionary values */
        delete: operations["deleteDictData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/data/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出字典数据 / Export the values of a dictionary
         * @description The values of one dictionary type as a spreadsheet.
         */
        get: operations["exportDictData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dict/refreshCache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 刷新字典缓存 / Refresh the dictionary cache */
        put: operations["refreshDictCache"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询用户 / Page of users
         * @description Filtered by keyword over username/nickname/phone (the 人员 selects), department (the tree on the left), name, phone and status, or to the users named by `ids`.
         */
        post: operations["getUserPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存用户 / Save a user
         * @description Creates a user (no id, with an initial password) or updates one.
         */
        post: operations["saveUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除用户 / Delete users */
        delete: operations["deleteUsers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 启用或停用用户 / Enable or disable a user */
        put: operations["changeUserStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 重置密码 / Reset a user's password */
        put: operations["resetUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出用户 / Export users
         * @description The users matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询角色 / Page of roles
         * @description Filtered by name, role key and status.
         */
        post: operations["getRolePage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全部角色 / Every role
         * @description Every role, for pickers such as 分配角色.
         */
        get: operations["getAllRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存角色 / Save a role
         * @description Creates a role (no id) or updates one, with its menus and operation codes.
         */
        post: operations["saveRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除角色 / Delete roles
         * @description A role still given to users is refused.
         */
        delete: operations["deleteRoles"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 启用或停用角色 / Enable or disable a role */
        put: operations["changeRoleStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/dataScope": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 保存数据权限 / Save the data scope of a role */
        put: operations["saveRoleDataScope"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/permissionTree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色的菜单权限树 / Menu tree of a role */
        get: operations["getRolePermissionTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 角色的用户 / Users of a role
         * @description allocated true lists its members; false the users who could be added.
         */
        post: operations["getRoleUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/assignUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 添加角色的用户 / Add users to a role */
        put: operations["assignRoleUsers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/unassignUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 取消用户授权 / Remove users from a role */
        put: operations["unassignRoleUsers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出角色 / Export roles
         * @description The roles matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 分配角色 / Set the roles of a user */
        put: operations["assignUserRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/process/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询流程 / Page of processes
         * @description To-dos, done items or my applications by `queryType`, with details (spec §7: header showdetails true).
         */
        post: operations["getProcessPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/process/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询流程列表 / List processes
         * @description All processes of a `queryType`; with PENDING this is the pending to-do query whose length is the to-do count (spec §4, §7).
         */
        post: operations["getAllProcesses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/process/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出流程列表 / Export processes
         * @description The processes matching the current filters as a spreadsheet (the SDK's download path): every matching row (no paging), in the requested order.
         */
        post: operations["exportProcesses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNode/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 同意 / Approve a node
         * @description Completes my task on the node; the flow moves on.
         */
        put: operations["approveProcessNode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNode/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 拒绝 / Reject a node
         * @description The current approver refuses the application (screens.md §3): the instance ends 审批不通过, every open task is cancelled and the business document follows (a 采购申请 is 已驳回). Only where the node's 操作按钮 offer 拒绝 (ProcessNode.allowedActions); the reason is required and reaches the initiator.
         */
        put: operations["rejectProcessNode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNode/transmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 转交 / Transmit a node
         * @description Hands my task permanently to another user (target user and reason required).
         */
        put: operations["transmitProcessNode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNode/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 抄送 / Share a node
         * @description Gives read-only visibility and a notice to the chosen users; the flow does not move.
         */
        put: operations["shareProcessNode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNode/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 退回 / Send a node back
         * @description Sends the flow back to a node already passed (target node and reason required).
         */
        put: operations["refundProcessNode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNode/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 撤回 / Withdraw
         * @description The initiator pulls back a running application, or an approver recalls an approval while the next node is untouched.
         */
        put: operations["withdrawProcessNode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/process/annotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 批注 / Annotate a process
         * @description Adds a comment to the timeline; the flow does not move.
         */
        put: operations["annotateProcess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/process/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 作废 / Cancel a process
         * @description Ends the whole instance; every open task is cancelled (reason required).
         */
        put: operations["cancelProcess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/process/updateData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改流程数据 / Update process data
         * @description Saves the business-form fields the current node may edit.
         */
        put: operations["updateProcessData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNode/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询流程节点 / List the nodes of a process
         * @description The ordered nodes with their status and the actions the current user may take.
         */
        post: operations["getAllProcessNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processHistory/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询流转记录 / Page of process history
         * @description The process's timeline, newest last.
         */
        post: operations["getProcessHistoryPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processNodeHistory/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询审批记录 / List node histories
         * @description What each handler did on each node (审批记录).
         */
        post: operations["getAllProcessNodeHistories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/process/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发起申请 / Start a process
         * @description Starts a process of a definition with the filled form; the initiator sees it in 我的申请.
         */
        post: operations["startProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processCc/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 抄送我的 / Processes shared with me
         * @description The 抄送我的 tab of the to-do screen, newest first.
         */
        post: operations["getCcPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processCc/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 标为已读 / Mark CC records read
         * @description Marks the given CC records read, e.g. the one whose process the user opens.
         */
        put: operations["markCcRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processCc/readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 全部已读 / Mark every CC record read */
        put: operations["markAllCcRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询流程定义 / List process definitions
         * @description The processes a user can start (发起申请), with their form fields.
         */
        post: operations["getAllProcessDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/userOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可选人员 / Users to pick
         * @description The users a handler can transmit a task to or share a process with.
         */
        get: operations["getUserOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存流程定义 / Save a process definition
         * @description Creates (no id) or updates a draft of the definition; publishing makes it a version.
         */
        post: operations["saveProcessDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 发布流程定义 / Publish a process definition
         * @description Makes the saved configuration the new version that new applications use.
         */
        put: operations["publishProcessDefinition"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 启用或停用流程 / Enable or disable a process definition */
        put: operations["changeProcessDefinitionStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 复制流程定义 / Copy a process definition
         * @description A new draft definition with the same form and nodes.
         */
        post: operations["copyProcessDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除流程定义 / Delete process definitions
         * @description Deletes definitions with every version; refused while a definition still has running instances (审批中).
         */
        delete: operations["deleteProcessDefinitions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出流程定义 / Export process definitions
         * @description The definitions matching 流程列表's filters as a spreadsheet.
         */
        post: operations["exportProcessDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 流程历史版本 / Versions of a process definition */
        get: operations["getProcessDefinitionVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/processDefinition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 流程定义详情 / Get a process definition */
        get: operations["getProcessDefinition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/notice/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询通知公告 / Page of notices
         * @description 通知公告 (screens.md §1, RuoYi sys_notice), newest first; the home page lists the latest NORMAL ones.
         */
        post: operations["getNoticePage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询采购申请 / Page of purchase requests
         * @description Filtered by number/title, type, status, applicant, department, project, material and apply date; `orderable` lists the approved ones with quantity still to order.
         */
        post: operations["getPurchaseRequestPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 采购申请详情 / Get a purchase request
         * @description One request with its lines, attachments and downstream orders.
         */
        get: operations["getPurchaseRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存采购申请草稿 / Save a purchase request draft
         * @description Creates a draft (no id) or saves a 草稿 or 已退回 request again; amounts are computed by the server.
         */
        post: operations["savePurchaseRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 提交采购申请 / Submit purchase requests
         * @description Starts the approval process `purchase_request` for each 草稿 or 已退回 request (批量提交 sends several); they become 审批中.
         */
        put: operations["submitPurchaseRequests"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 撤回采购申请 / Withdraw a purchase request
         * @description Pulls a request under approval back to 草稿 (its process is withdrawn) while no later node has acted.
         */
        put: operations["withdrawPurchaseRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 关闭采购申请 / Close a purchase request
         * @description Stops an approved or partly ordered request: what is not ordered yet will not be.
         */
        put: operations["closePurchaseRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 作废采购申请 / Void a purchase request
         * @description Voids a 草稿, 已退回 or 审批中 request (its process is cancelled).
         */
        put: operations["voidPurchaseRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除采购申请 / Delete purchase requests
         * @description Only drafts can be deleted.
         */
        delete: operations["deletePurchaseRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出采购申请 / Export purchase requests
         * @description The requests matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportPurchaseRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/request/openLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 未下单的申请行 / Lines still to order
         * @description The lines of approved requests with quantity still to order (合并生成采购订单, 从采购申请生成).
         */
        post: operations["getOpenPurchaseRequestLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询采购订单 / Page of purchase orders
         * @description Filtered by number, supplier, material, status, receipt status, buyer, project and order date; `awaitingReceipt` lists the released orders still to receive.
         */
        post: operations["getPurchaseOrderPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 采购订单详情 / Get a purchase order
         * @description One order with its lines, source requests and stock-in documents.
         */
        get: operations["getPurchaseOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存采购订单草稿 / Save a purchase order draft
         * @description Creates a draft (no id) or saves a 草稿 again; amounts and totals are computed by the server. Lines from requests are capped by what those lines still have to order. The order's project is the one its source requests share (an order of no request has the one it names); requests of different projects are not ordered together (projectsDiffer).
         */
        post: operations["savePurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 提交采购订单审批 / Submit purchase orders
         * @description Starts the approval of each 草稿 order; they become 审批中.
         */
        put: operations["submitPurchaseOrders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 撤回采购订单 / Withdraw a purchase order
         * @description Pulls an order under approval back to 草稿.
         */
        put: operations["withdrawPurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/amend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 变更采购订单 / Amend a purchase order
         * @description Changes the lines and the expected date of an approved, partly received or held order; it goes back to approval. A line keeps at least its received quantity.
         */
        put: operations["amendPurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 暂停采购订单 / Put a purchase order on hold
         * @description Holds an approved or partly received order: nothing is received while it is on hold.
         */
        put: operations["holdPurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 恢复采购订单 / Resume a purchase order
         * @description Releases a held order back to 已审核 or 部分入库.
         */
        put: operations["resumePurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 关闭采购订单 / Close a purchase order
         * @description Closes an approved, partly received or held order: what is not received yet will not be.
         */
        put: operations["closePurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 取消采购订单 / Cancel a purchase order
         * @description Cancels a draft, approved or held order nothing has been received of.
         */
        put: operations["cancelPurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/order/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出采购订单 / Export purchase orders
         * @description The orders matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportPurchaseOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/supplier/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询供应商 / Page of suppliers
         * @description Filtered by name/code, category, grade, status and tag.
         */
        post: operations["getSupplierPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/supplier/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 可选的供应商 / Suppliers to pick
         * @description Suppliers for a picker: the enabled ones to order from, or every one to filter by (no status).
         */
        post: operations["getSupplierOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/supplier/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 供应商详情 / Get a supplier
         * @description One supplier with its contacts and qualification files.
         */
        get: operations["getSupplier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/supplier/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存供应商 / Save a supplier
         * @description Creates a supplier (no id; the server gives its code) or updates one. The credit code is unique and its check character must be right.
         */
        post: operations["saveSupplier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/supplier/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除供应商 / Delete suppliers
         * @description A supplier named by any purchase order or request is refused.
         */
        delete: operations["deleteSuppliers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/supplier/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 启用、停用或冻结供应商 / Enable, disable or freeze a supplier
         * @description Freezing or disabling keeps the reason; a supplier with open orders cannot be disabled.
         */
        put: operations["changeSupplierStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/supplier/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出供应商 / Export suppliers
         * @description The suppliers matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportSuppliers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attachment/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传采购附件 / Upload a purchase attachment
         * @description Stores a file (a qualification, a request or order attachment) sent as the raw body and answers where it is.
         */
        post: operations["uploadPurchaseAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attrTag/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询属性标签 / Page of attribute tags
         * @description Filtered by name, scope, group and status.
         */
        post: operations["getAttrTagPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attrTag/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 可选的属性标签 / Tags to pick
         * @description The tags of one scope, for the tag pickers of materials, suppliers and orders.
         */
        post: operations["getAllAttrTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attrTag/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存属性标签 / Save an attribute tag
         * @description Creates a tag (no id) or updates one; a name is unique within its scope.
         */
        post: operations["saveAttrTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attrTag/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除属性标签 / Delete attribute tags
         * @description A tag still carried by a record is refused.
         */
        delete: operations["deleteAttrTags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attrTag/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 启用或停用属性标签 / Enable or disable a tag */
        put: operations["changeAttrTagStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attrTag/usages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查看关联 / Records carrying a tag
         * @description The materials, suppliers or orders that carry the tag.
         */
        post: operations["getAttrTagUsages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/attrTag/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出属性标签 / Export attribute tags
         * @description The tags matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportAttrTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/category/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询物料分类 / List material categories
         * @description The whole category tree, flat (root parentId "0"), each with its bound code rule and dynamic attributes.
         */
        post: operations["getAllMaterialCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/category/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存物料分类 / Save a material category
         * @description Creates a category (no id) or updates one, with its dynamic attribute definitions.
         */
        post: operations["saveMaterialCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/category/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除物料分类 / Delete material categories
         * @description Refused while a category has children or materials.
         */
        delete: operations["deleteMaterialCategories"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/category/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出物料分类 / Export material categories
         * @description The categories matching the filters as a spreadsheet, parents before children.
         */
        post: operations["exportMaterialCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/codeRule/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 查询编码规则 / List code rules */
        post: operations["getAllCodeRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/codeRule/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存编码规则 / Save a code rule
         * @description Creates a rule (no id) or updates one with its ordered segments.
         */
        post: operations["saveCodeRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/codeRule/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除编码规则 / Delete code rules
         * @description Refused while a category is bound to the rule.
         */
        delete: operations["deleteCodeRules"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/codeRule/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 启用或停用编码规则 / Enable or disable a code rule */
        put: operations["changeCodeRuleStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/codeRule/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 测试生成 / Generate a sample code
         * @description The code the rule as edited would give now for the category; no serial number is used up.
         */
        post: operations["testCodeRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/codeRule/resetSerial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 重置流水 / Reset a rule's serial numbers
         * @description Every serial of the rule starts again from its start value: codes issued later may repeat earlier ones of the same period.
         */
        put: operations["resetCodeRuleSerial"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/codeRule/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出编码规则 / Export code rules
         * @description The code rules matching the filters, with their segments, as a spreadsheet.
         */
        post: operations["exportCodeRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询物料 / Page of materials
         * @description Filtered by the category (and those under it), keyword over code/name/spec, type, status, tag, created range and extensionQueries, or to the materials named by `ids` (their labels).
         */
        post: operations["getMaterialPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/extensionFields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 物料扩展字段 / Extension fields of materials
         * @description The material table's extension fields (spec §3); those with show become columns and search fields.
         */
        get: operations["getMaterialExtensionFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/previewCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 预览物料编码 / Preview a material code
         * @description The code a new material of the category would get by the category's code rule; the real one is given on save.
         */
        post: operations["previewMaterialCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存物料 / Save a material
         * @description Creates a material (no id: the code is generated by the category's rule) or updates one (the code never changes).
         */
        post: operations["saveMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除物料 / Delete materials
         * @description Refused for a material with transactions (purchase lines, stock movements, BOM lines).
         */
        delete: operations["deleteMaterials"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 启用或停用物料 / Enable or disable materials */
        put: operations["changeMaterialStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出物料 / Export materials
         * @description The materials matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/importTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载物料导入模板 / Material import template
         * @description The spreadsheet to fill for 导入, with the columns and an example row.
         */
        get: operations["downloadMaterialImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入物料 / Import materials
         * @description Starts importing an .xlsx; with updateSupport a row whose code exists updates that material. Poll getMaterialImportTask.
         */
        post: operations["importMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/importTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导入进度 / Progress of a material import
         * @description How far an import has got; once finished, the rows that failed and why.
         */
        get: operations["getMaterialImportTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/importErrors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载导入错误报告 / Error report of a material import
         * @description The rows of the uploaded file that failed, each with its reason, as a spreadsheet.
         */
        get: operations["downloadMaterialImportErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 物料库存 / Stock of a material
         * @description Where the material is in stock, by location and batch (read-only; the warehouse keeps it).
         */
        post: operations["getMaterialStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/material/purchaseRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 物料采购记录 / Purchase records of a material
         * @description The purchase order lines of the material, latest first (read-only; purchasing keeps them).
         */
        post: operations["getMaterialPurchaseRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询BOM / Page of BOMs
         * @description Filtered by keyword over the parent material's code/name, the parent material, status and default.
         */
        post: operations["getBomPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOM子项 / Lines of a BOM
         * @description One level of a BOM; a line whose material has a default BOM names it (childBomId), which the tree loads when expanded.
         */
        post: operations["getBomLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/whereUsed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOM反查 / Where a material is used
         * @description Every BOM that uses the material, directly (level 1) or through a sub-assembly (level 2 and up).
         */
        post: operations["getBomWhereUsed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/whereUsed/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出BOM反查 / Export where a material is used
         * @description The where-used list of the material as a spreadsheet.
         */
        post: operations["exportBomWhereUsed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存BOM / Save a BOM
         * @description Creates a draft BOM (no id) or updates a draft with its lines; a BOM that would contain its own parent is refused.
         */
        post: operations["saveBom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除BOM / Delete BOMs
         * @description Drafts only.
         */
        delete: operations["deleteBoms"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/newVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新版本 / New version of a BOM
         * @description A new draft version of the BOM with the same lines.
         */
        post: operations["createBomVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 复制BOM / Copy a BOM
         * @description A new draft with the same lines, for the same or another parent material.
         */
        post: operations["copyBom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/setDefault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设为默认BOM / Make a BOM the default
         * @description The default BOM is the one a parent material expands to; effective BOMs only.
         */
        put: operations["setDefaultBom"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 提交审核 / Submit a BOM for review
         * @description Starts the BOM review process (BOM审核) with the BOM as its business form; the BOM is 审核中 until it ends.
         */
        put: operations["submitBom"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 停用BOM / Disable a BOM
         * @description The BOM becomes 已失效 and is no longer expanded or offered.
         */
        put: operations["disableBom"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/material/bom/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出BOM / Export BOMs
         * @description The BOMs matching the filters (every one, no paging, in the requested order) with their lines, one level (FLAT) or every level indented (INDENTED).
         */
        post: operations["exportBoms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/project/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询项目 / Page of projects
         * @description Filtered by keyword over number/name, type, status, manager, department and the planned start range.
         */
        post: operations["getProjectPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/project/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询项目 / One project
         * @description One project by id (the execution screens' header, a shared link to a project).
         */
        post: operations["getProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/project/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存项目 / Save a project
         * @description Creates a project (no id: numbered by the server, 未开始) or updates one.
         */
        post: operations["saveProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/project/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除项目 / Delete projects
         * @description Only a project that has not started and has no documents.
         */
        delete: operations["deleteProjects"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/project/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 项目状态变更 / Change a project's status
         * @description Moves the project along its flow (启动, 暂停, 恢复, 完成, 关闭, 取消); any other transition is refused (businessError), and so is 完成 while a document of the project is still open (openDocuments: its message names them, number and status).
         */
        put: operations["changeProjectStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/project/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目 / Export projects
         * @description The projects matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/project/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目单据 / Documents of a project
         * @description The purchase (PURCHASE) or stock (STOCK) documents linked to the project, latest first (read-only), each with its kind (to open it) and whether it is still open.
         */
        post: operations["getProjectDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/material/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询项目物料 / Page of a project's demand lines
         * @description The demand lines of one project with the quantities purchasing and the warehouse have reached.
         */
        post: operations["getProjectMaterialPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/material/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 添加项目物料 / Add demand lines */
        post: operations["addProjectMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/material/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改项目物料 / Update a demand line
         * @description The demand quantity cannot go below what is already requested.
         */
        put: operations["updateProjectMaterial"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/material/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除项目物料 / Delete demand lines
         * @description Only lines of which nothing is requested yet.
         */
        delete: operations["deleteProjectMaterials"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/material/bomPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 从BOM导入预览 / Preview a BOM import
         * @description What 从BOM导入 would add: the BOM exploded for the quantity, every level, before anything is saved.
         */
        post: operations["previewProjectBomImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/material/bomImport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 从BOM导入 / Import a BOM into a project
         * @description Adds the exploded lines as demand (source BOM); a material the project already needs gets the quantity added.
         */
        post: operations["importProjectBom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/material/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目物料 / Export a project's demand lines
         * @description The demand lines matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportProjectMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/member/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 分页查询项目成员 / Page of a project's members */
        post: operations["getProjectMemberPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/member/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 添加项目成员 / Add members */
        post: operations["addProjectMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/member/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改成员角色 / Change a member's role */
        put: operations["changeProjectMemberRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/member/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 移出项目成员 / Remove members
         * @description The project manager cannot be removed (change the role first).
         */
        delete: operations["removeProjectMembers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/member/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目成员 / Export a project's members
         * @description The members matching the current filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportProjectMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/location/getAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询库位树 / List the location tree
         * @description Every warehouse, zone and bin, flat (root parentId "0"); build the tree from parentId.
         */
        post: operations["getAllLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/location/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存仓库、库区或库位 / Save a warehouse, zone or bin
         * @description Creates one (no id) under parentId or updates one. A code already used is refused.
         */
        post: operations["saveLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/location/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除库位 / Delete locations
         * @description Only an empty node goes: one holding stock or with children below it is refused.
         */
        delete: operations["deleteLocations"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/location/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 启用、停用或锁定库位 / Enable, disable or lock locations
         * @description A bin holding stock cannot be disabled (lock it instead).
         */
        put: operations["changeLocationStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/location/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量生成库位 / Generate bins from ranges
         * @description One bin per 排 × 列 (× 层) under a zone; refused whole when any of the codes exists.
         */
        post: operations["generateLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/location/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出库位 / Export locations
         * @description The locations matching the filters as a spreadsheet, parents before children.
         */
        post: operations["exportLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/inventory/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询库存 / Page of stock balances
         * @description One of four views (按物料汇总 / 按仓库 / 按库位 / 按批次) with its filters and the 合计 of every matching row.
         */
        post: operations["getInventoryPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/inventory/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出库存 / Export stock balances
         * @description The current view with its filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportInventory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/inventory/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 库存预警 / Stock alerts
         * @description For the home page: materials below safety stock and batches expiring within 30 days (5 of each).
         */
        get: operations["getStockAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/ledger/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询出入库记录 / Page of ledger entries
         * @description Read-only, newest first: signed quantities and the running balance of the material in its warehouse.
         */
        post: operations["getLedgerPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/ledger/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出出入库记录 / Export ledger entries
         * @description The entries matching the filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询批次 / Page of batches
         * @description Filtered by number, material, supplier, status, dates and 临期 (expiring within N days), or to the batches named by `ids` (their labels).
         */
        post: operations["getBatchPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 批次详情与追溯 / A batch with its stock and trace
         * @description Its stock by bin and its trace: the supplier and purchase order it came from, the documents it left by.
         */
        get: operations["getBatchDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 冻结批次 / Freeze a batch
         * @description A frozen batch is not issued. An exhausted batch has nothing to hold and is refused.
         */
        put: operations["freezeBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 解冻批次 / Release a batch
         * @description Back to 正常 (or 已过期 past its expiry date).
         */
        put: operations["unfreezeBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 拆分批次 / Split a batch
         * @description Moves part of a batch into a new batch number; the quantity is more than 0 and less than what it holds.
         */
        post: operations["splitBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/expiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改有效期 / Change the expiry date
         * @description With the reason; the expiry date is not before the production date.
         */
        put: operations["changeBatchExpiry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/generateNo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生成批次号 / Next batch number
         * @description The next batch number of a material by the batch rule, for a stock-in line.
         */
        post: operations["generateBatchNo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/batch/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出批次 / Export batches
         * @description The batches matching the filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportBatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/getPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分页查询仓库单据 / Page of warehouse documents
         * @description Documents of every type, filtered by number, type, status, warehouse, source number, creator and date.
         */
        post: operations["getWarehouseDocPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 单据详情 / A document in full
         * @description Its lines, source and downstream documents, and the ledger entries it wrote.
         */
        get: operations["getWarehouseDocDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存单据草稿 / Save a draft document
         * @description Creates a 草稿 (no id) or saves one again; a document past 草稿 is refused.
         */
        post: operations["saveWarehouseDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/draftFromSource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 从来源生成单据草稿 / Draft a document from its source
         * @description A 入库单 from a purchase order (what is not yet received) or a 领料出库单 from a project demand (what is not yet issued); nothing is saved.
         */
        post: operations["draftWarehouseDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/receivableOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 可入库的采购订单 / Purchase orders open for receipt
         * @description The released purchase orders (approved, not on hold, closed or cancelled) that still have something to receive, each with its open lines (ordered − received); what 新增入库单 offers to draft from.
         */
        post: operations["getReceivableOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 提交单据 / Submit documents
         * @description 草稿 → 待审核.
         */
        put: operations["submitWarehouseDocs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 审核单据 / Audit documents
         * @description 待审核 → 待执行, one or many (批量审核); refused whole when any is not 待审核.
         */
        put: operations["auditWarehouseDocs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/unaudit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 反审核 / Unaudit a document
         * @description 待执行 → 草稿, only while nothing of it is executed.
         */
        put: operations["unauditWarehouseDoc"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 作废单据 / Void a document
         * @description Before completion only, with the reason; a completed document is reversed (冲销) instead.
         */
        put: operations["voidWarehouseDoc"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 冲销单据 / Reverse a completed document
         * @description Writes a reversal document (REVERSAL) whose entries undo the completed one; a document not completed is refused.
         */
        post: operations["reverseWarehouseDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 复制单据 / Copy a document
         * @description A new 草稿 with the same header and lines, nothing executed.
         */
        post: operations["copyWarehouseDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/doc/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出仓库单据 / Export warehouse documents
         * @description The documents matching the filters as a spreadsheet: every matching row (no paging), in the requested order.
         */
        post: operations["exportWarehouseDocs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/execution/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 载入待执行单据 / Load a document to execute
         * @description By number (typed, scanned or picked): its open lines with what is left, the suggested bin (stock-in) or batches FEFO/FIFO (stock-out).
         */
        post: operations["loadExecutionDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/execution/stockIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认入库 / Execute a stock-in
         * @description Every line of this execution in one call; writes the ledger; the rest of the document stays open.
         */
        post: operations["executeStockIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/execution/stockOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认出库 / Execute a stock-out
         * @description Every line of this execution in one call; writes the ledger; the rest of the document stays open.
         */
        post: operations["executeStockOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/overview/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 仓库概览 / Warehouse overview
         * @description The KPIs, the in/out trend of the date range (the last 30 days by default) and the stock by warehouse.
         */
        post: operations["getWarehouseOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every operation code of the product (spec §6), named `<module>:<entity>:<action>`, declared once per module: a new module adds its own enum here (MaterialOperationCode …). A menu's F (button) entries carry these codes and getOperationPermissionsByTokenAndUrl answers them; the lint rule backoffice/operation-codes holds the examples to this list. `x-restrictive` on a module enum lists the codes that take something away from whoever holds them, which the administrator therefore does not hold. */
        OperationCode: components["schemas"]["ExtensionOperationCode"] | components["schemas"]["AdminOperationCode"] | components["schemas"]["WorkflowOperationCode"] | components["schemas"]["PurchaseOperationCode"] | components["schemas"]["MaterialOperationCode"] | components["schemas"]["ProjectOperationCode"] | components["schemas"]["WarehouseOperationCode"];
        /** @description Human-readable result text, shown to the user on a business error. */
        Message: string;
        /** @description Body of an HTTP error (4xx/5xx); `code` repeats the HTTP status. */
        ErrorEnvelope: {
            code: number;
            message: components["schemas"]["Message"];
            data: null;
        };
        Health: {
            /** @enum {string} */
            status: "UP";
        };
        HealthEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Health"];
        };
        LoginRequest: {
            username: string;
            /** Format: password */
            password: string;
        };
        /**
         * @description Generated ids are UUIDs without dashes (spec §3).
         * @example 3f2b8c1e9d7a4b6c8e0f1a2b3c4d5e6f
         */
        Id: string;
        /**
         * @description MALE 男, FEMALE 女, UNKNOWN 未知.
         * @enum {string}
         */
        Gender: "MALE" | "FEMALE" | "UNKNOWN";
        /** @description Local date-time, `YYYY-MM-DD HH:mm:ss`. */
        DateTime: string;
        /** @description The logged-in user, stored in local storage under the user-info key (spec §3: at least `id`). */
        UserInfo: {
            id: components["schemas"]["Id"];
            username: string;
            nickname: string;
            avatar?: string | null;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            gender?: components["schemas"]["Gender"];
            deptId: components["schemas"]["Id"];
            deptName: string;
            postNames: string[];
            roleNames: string[];
            createTime: components["schemas"]["DateTime"];
        };
        LoginResult: {
            /** @description The whole Authorization value to store and send on every request. */
            token: string;
            user: components["schemas"]["UserInfo"];
        };
        LoginResultEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["LoginResult"];
        };
        /** @description A business error answered with HTTP 200 (spec §8): `code` is not 200 and `data` is null. */
        BusinessErrorEnvelope: {
            code: number;
            message: components["schemas"]["Message"];
            data: null;
        };
        /** @description Success without data. */
        NullEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: null;
        };
        UserInfoEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["UserInfo"];
        };
        ProfileUpdate: {
            nickname: string;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            gender?: components["schemas"]["Gender"];
        };
        PasswordChange: {
            /** Format: password */
            oldPassword: string;
            /** Format: password */
            newPassword: string;
        };
        /** @description Parent of a tree item; the root parent id is "0" (spec §3). */
        ParentId: string;
        /**
         * @description M 目录 (directory), C 菜单 (menu), F 按钮 (button / operation).
         * @enum {string}
         */
        PermissionType: "M" | "C" | "F";
        /**
         * @description ENABLED 正常, DISABLED 停用.
         * @enum {string}
         */
        Status: "ENABLED" | "DISABLED";
        Permission: {
            id: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            name: string;
            type: components["schemas"]["PermissionType"];
            path: string | null;
            icon: string | null;
            sort: number;
            code: string | null;
            component?: string | null;
            visible: boolean;
            status: components["schemas"]["Status"];
            createTime?: components["schemas"]["DateTime"];
        };
        PermissionListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Permission"][];
        };
        /** @description An operation permission item (spec §3: has code). */
        OperationPermission: {
            /** @description One of OperationCode, e.g. system:user:add. */
            code: string;
            name: string;
        };
        OperationPermissionListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["OperationPermission"][];
        };
        /** @description Filters of the permission tree (menu management). */
        PermissionQuery: {
            name?: string;
            status?: components["schemas"]["Status"];
            type?: components["schemas"]["PermissionType"];
        };
        /** @description 显示排序, 0 to 9999 (smaller first). */
        Sort: number;
        /** @description A menu, directory or button as sent on save. */
        PermissionInput: {
            parentId: components["schemas"]["ParentId"];
            name: string;
            type: components["schemas"]["PermissionType"];
            /** @description Route path of spec §2, e.g. /workspace/todo. */
            path?: string | null;
            icon?: string | null;
            sort: components["schemas"]["Sort"];
            /** @description Operation code `<module>:<entity>:<action>`, e.g. workflow:process:approve (an OperationCode). */
            code?: string | null;
            component?: string | null;
            /** @default true */
            visible: boolean;
            status?: components["schemas"]["Status"];
        };
        PermissionEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Permission"];
        };
        /** @description A permission as sent on update (its id plus the editable fields). */
        PermissionUpdate: {
            id: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            name: string;
            type: components["schemas"]["PermissionType"];
            path?: string | null;
            icon?: string | null;
            sort: components["schemas"]["Sort"];
            code?: string | null;
            component?: string | null;
            visible?: boolean;
            status?: components["schemas"]["Status"];
        };
        IdList: {
            ids: components["schemas"]["Id"][];
        };
        /** @description One extension-field filter; empty values are never sent (spec §3). */
        ExtensionQuery: {
            tableKey: string;
            value: string;
        };
        /**
         * @description 排序方向：asc 升序 / desc 降序；给了 sortField 而不给 sortOrder 时按 desc。
         * @enum {string}
         */
        SortOrder: "asc" | "desc";
        PermissionPageRequest: {
            pageNum: number;
            pageSize: number;
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            name?: string;
            status?: components["schemas"]["Status"];
            type?: components["schemas"]["PermissionType"];
            /**
             * @description 排序字段（sort 显示排序、createTime 创建时间）；不传时按菜单树的显示排序。
             * @enum {string}
             */
            sortField?: "sort" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        PermissionPage: {
            list: components["schemas"]["Permission"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        PermissionPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["PermissionPage"];
        };
        DepartmentQuery: {
            name?: string;
            status?: components["schemas"]["Status"];
        };
        /** @description A department of the company tree (root parentId "0"). */
        Department: {
            id: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            name: string;
            sort: number;
            /** @description 负责人 */
            leader?: string | null;
            phone?: string | null;
            email?: string | null;
            status: components["schemas"]["Status"];
            createTime: components["schemas"]["DateTime"];
        };
        DepartmentListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Department"][];
        };
        /** @description A department as saved (no id — a new one). */
        DepartmentInput: {
            id?: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            name: string;
            sort: components["schemas"]["Sort"];
            leader?: string | null;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            status?: components["schemas"]["Status"];
        };
        DepartmentEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Department"];
        };
        DictTypeQuery: {
            name?: string;
            type?: string;
            status?: components["schemas"]["Status"];
        };
        DictType: {
            id: components["schemas"]["Id"];
            /** @description 字典名称 */
            name: string;
            /** @description 字典类型, the unique key, e.g. project_status. */
            type: string;
            status: components["schemas"]["Status"];
            remark?: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        DictTypeListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["DictType"][];
        };
        DictTypeInput: {
            id?: components["schemas"]["Id"];
            name: string;
            type: string;
            status?: components["schemas"]["Status"];
            remark?: string | null;
        };
        DictTypeEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["DictType"];
        };
        /**
         * @description 回显样式 — the tag colour of a dictionary value.
         * @enum {string}
         */
        TagColor: "default" | "primary" | "success" | "info" | "warning" | "danger";
        DictData: {
            id: components["schemas"]["Id"];
            dictType: string;
            /** @description 字典标签 */
            label: string;
            /** @description 字典键值 */
            value: string;
            sort: number;
            tagColor: components["schemas"]["TagColor"];
            isDefault: boolean;
            status: components["schemas"]["Status"];
            remark?: string | null;
        };
        DictDataListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["DictData"][];
        };
        DictDataInput: {
            id?: components["schemas"]["Id"];
            dictType: string;
            label: string;
            value: string;
            sort: components["schemas"]["Sort"];
            tagColor: components["schemas"]["TagColor"];
            isDefault?: boolean;
            status?: components["schemas"]["Status"];
            remark?: string | null;
        };
        DictDataEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["DictData"];
        };
        /** @description The filters and order of 用户, shared by its page and its export: keyword over username/nickname/phone (the 人员 selects), department, username, phone and status; `ids` asks for the users named (a 人员 select labelling the user a link or a saved filter chose). */
        UserFilters: {
            /** @description 用户名/昵称/手机号 */
            keyword?: string;
            /** @description Only these users. */
            ids?: components["schemas"]["Id"][];
            deptId?: components["schemas"]["Id"];
            username?: string;
            phone?: string;
            status?: components["schemas"]["Status"];
            /**
             * @description 排序字段（username 用户名、createTime 创建时间）；不传时按创建时间先后。
             * @enum {string}
             */
            sortField?: "username" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description The paging part of a getPage request, joined (allOf) to the list's filters; its export takes the same filters without it. */
        PageRequest: {
            pageNum: number;
            pageSize: number;
        };
        /** @description One page of 用户: its filters and order, and the page. */
        UserPageRequest: components["schemas"]["UserFilters"] & components["schemas"]["PageRequest"];
        /** @description A user (用户管理). */
        User: {
            id: components["schemas"]["Id"];
            /** @description 用户名称 (login) */
            username: string;
            /** @description 用户昵称 */
            nickname: string;
            deptId: components["schemas"]["Id"];
            deptName: string;
            phone: string | null;
            email: string | null;
            gender: components["schemas"]["Gender"];
            roleIds: components["schemas"]["Id"][];
            roleNames: string[];
            status: components["schemas"]["Status"];
            remark?: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        UserPage: {
            list: components["schemas"]["User"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        UserPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["UserPage"];
        };
        /** @description A user as saved (no id — a new one, with its initial password). */
        UserInput: {
            id?: components["schemas"]["Id"];
            username: string;
            nickname: string;
            deptId: components["schemas"]["Id"];
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            gender?: components["schemas"]["Gender"];
            /** Format: password */
            password?: string;
            roleIds?: components["schemas"]["Id"][];
            status?: components["schemas"]["Status"];
            remark?: string | null;
        };
        UserEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["User"];
        };
        UserStatusChange: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["Status"];
        };
        PasswordReset: {
            id: components["schemas"]["Id"];
            /** Format: password */
            password: string;
        };
        /** @description 用户 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        UserExportRequest: components["schemas"]["UserFilters"];
        /** @description The filters and order of 角色, shared by its page and its export. */
        RoleFilters: {
            roleName?: string;
            roleKey?: string;
            status?: components["schemas"]["Status"];
            /**
             * @description 排序字段（roleKey 权限字符、sort 显示排序、createTime 创建时间）；不传时按显示排序。
             * @enum {string}
             */
            sortField?: "roleKey" | "sort" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 角色: its filters and order, and the page. */
        RolePageRequest: components["schemas"]["RoleFilters"] & components["schemas"]["PageRequest"];
        /**
         * @description 数据范围: ALL 全部, CUSTOM 自定义部门, DEPT 本部门, DEPT_AND_CHILD 本部门及以下, SELF 仅本人.
         * @enum {string}
         */
        DataScope: "ALL" | "CUSTOM" | "DEPT" | "DEPT_AND_CHILD" | "SELF";
        /** @description A role; its menus and operation codes come from getRolePermissionTree. */
        Role: {
            id: components["schemas"]["Id"];
            /** @description 角色名称 */
            roleName: string;
            /** @description 权限字符, e.g. purchase_manager. */
            roleKey: string;
            /** @description 显示顺序 */
            sort: number;
            dataScope: components["schemas"]["DataScope"];
            /** @description The departments of a CUSTOM data scope (empty otherwise). */
            deptIds: components["schemas"]["Id"][];
            /** @description 菜单树父子联动: checking a parent checks its children. */
            menuLinkage: boolean;
            status: components["schemas"]["Status"];
            remark: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        RolePage: {
            list: components["schemas"]["Role"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        RolePageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["RolePage"];
        };
        RoleListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Role"][];
        };
        /** @description A role as saved: no id creates one (data scope 仅本人 until set), an id updates it. `permissionIds` holds the checked menus and buttons, plus the half-checked parents when the tree is linked. */
        RoleInput: {
            id?: components["schemas"]["Id"];
            roleName: string;
            roleKey: string;
            sort: components["schemas"]["Sort"];
            status?: components["schemas"]["Status"];
            menuLinkage: boolean;
            permissionIds: components["schemas"]["Id"][];
            remark?: string | null;
        };
        RoleEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Role"];
        };
        RoleStatusChange: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["Status"];
        };
        /** @description 数据权限 of a role; `deptIds` only counts for CUSTOM. */
        RoleDataScopeInput: {
            id: components["schemas"]["Id"];
            dataScope: components["schemas"]["DataScope"];
            deptIds: components["schemas"]["Id"][];
        };
        /** @description Every menu and button (flat; build the tree from parentId) and the ones the role holds. */
        RolePermissionTree: {
            permissions: components["schemas"]["Permission"][];
            checkedIds: components["schemas"]["Id"][];
        };
        RolePermissionTreeEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["RolePermissionTree"];
        };
        /** @description The users of a role (allocated true) or the users who could join it (allocated false). */
        RoleUsersRequest: {
            roleId: components["schemas"]["Id"];
            allocated: boolean;
            pageNum: number;
            pageSize: number;
            username?: string;
            phone?: string;
        };
        RoleUsersChange: {
            roleId: components["schemas"]["Id"];
            userIds: components["schemas"]["Id"][];
        };
        /** @description 角色 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        RoleExportRequest: components["schemas"]["RoleFilters"];
        /** @description 分配角色 — the user's roles after the change (an empty list removes every role). */
        UserRolesChange: {
            userId: components["schemas"]["Id"];
            roleIds: components["schemas"]["Id"][];
        };
        /**
         * @description PENDING 待办, DONE 已办, MY_APPLY 我的申请, CC 抄送我的 (the processes shared with me).
         * @enum {string}
         */
        QueryType: "PENDING" | "DONE" | "MY_APPLY" | "CC";
        /**
         * @description RUNNING 审批中, APPROVED 审批通过, REJECTED 审批不通过, RETURNED 已退回, WITHDRAWN 已撤回, CANCELLED 已取消.
         * @enum {string}
         */
        ProcessStatus: "RUNNING" | "APPROVED" | "REJECTED" | "RETURNED" | "WITHDRAWN" | "CANCELLED";
        /** @description The filters and order of the process lists (待办, 已办, 我的申请 by `queryType`), shared by the page and the export. */
        ProcessFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            queryType?: components["schemas"]["QueryType"];
            keyword?: string;
            category?: string;
            definitionKey?: string;
            initiatorId?: components["schemas"]["Id"];
            status?: components["schemas"]["ProcessStatus"];
            startTimeFrom?: components["schemas"]["DateTime"];
            startTimeTo?: components["schemas"]["DateTime"];
            /**
             * @description 排序字段（processNo 流程编号、startTime 发起时间、arriveTime 到达时间、endTime 结束时间）；不传时按发起时间倒序（最新在前）。
             * @enum {string}
             */
            sortField?: "processNo" | "startTime" | "arriveTime" | "endTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of a process list (`queryType` required): its filters and order, and the page. */
        ProcessPageRequest: WithRequired<components["schemas"]["ProcessFilters"], "queryType"> & components["schemas"]["PageRequest"];
        KeyValue: {
            label: string;
            value: string;
        };
        UserRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /**
         * @description NORMAL 普通, URGENT 紧急, CRITICAL 特急.
         * @enum {string}
         */
        Urgency: "NORMAL" | "URGENT" | "CRITICAL";
        /**
         * @description APPROVE 同意, REJECT 拒绝, TRANSMIT 转交, SHARE 抄送, REFUND 退回, WITHDRAW 撤回, ANNOTATE 批注, CANCEL 作废, UPDATE_DATA 修改数据, SUBMIT 提交.
         * @enum {string}
         */
        ProcessAction: "APPROVE" | "REJECT" | "TRANSMIT" | "SHARE" | "REFUND" | "WITHDRAW" | "ANNOTATE" | "CANCEL" | "UPDATE_DATA" | "SUBMIT";
        /** @description Business form values keyed by the field code. */
        FormData: {
            [key: string]: string | number | boolean | null;
        };
        /** @enum {string} */
        DynamicFieldType: "number" | "boolean" | "string";
        /** @description A dynamic form field (spec §3); `acceptValues` maps value to label and makes the field a select. */
        DynamicFieldDefinition: {
            code: string;
            name: string;
            type: components["schemas"]["DynamicFieldType"];
            required: boolean;
            acceptValues?: {
                [key: string]: string;
            } | null;
            /** @description Editable by the current node's handler. */
            editable?: boolean;
        };
        /** @description A stored file (spec §3 Files). */
        Attachment: {
            fileName: string;
            fileSuffix: string;
            fileUrl: string;
        };
        ProcessRecord: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description 流程编号 */
            processNo: string;
            /** @description 任务编号 */
            taskNo?: string | null;
            /** @description 流程分类 */
            category: string;
            definitionKey: string;
            definitionName: string;
            /** @description The form's first fields as label/value pairs. */
            summary: components["schemas"]["KeyValue"][];
            initiator: components["schemas"]["UserRef"];
            initiatorDept: string;
            status: components["schemas"]["ProcessStatus"];
            currentNodeId: string | null;
            currentNodeName: string | null;
            currentApprovers: components["schemas"]["UserRef"][];
            urgency: components["schemas"]["Urgency"];
            startTime: components["schemas"]["DateTime"];
            /** @description 任务到达时间 */
            arriveTime?: string | null;
            endTime?: string | null;
            /** @description The kind of the business document (a DocumentType for the product's own: PURCHASE_REQUEST …). */
            businessType: string;
            /** @description The business document's id (its number where the product keeps none). */
            businessId: string;
            myResult?: components["schemas"]["ProcessAction"] | null;
            myComment?: string | null;
            formData?: components["schemas"]["FormData"];
            formFields?: components["schemas"]["DynamicFieldDefinition"][];
            attachments?: components["schemas"]["Attachment"][];
        };
        ProcessPage: {
            list: components["schemas"]["ProcessRecord"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        ProcessPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessPage"];
        };
        /** @description The list query; `queryType` PENDING is the pending to-do query (spec §7). */
        ProcessQuery: {
            queryType: components["schemas"]["QueryType"];
            keyword?: string;
            category?: string;
            status?: components["schemas"]["ProcessStatus"];
            /** @description One process only (the approval detail's deep link). */
            processId?: components["schemas"]["Id"];
        };
        ProcessListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessRecord"][];
        };
        /** @description The processes for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        ProcessExportRequest: components["schemas"]["ProcessFilters"];
        ApproveRequest: {
            processId: components["schemas"]["Id"];
            nodeId: components["schemas"]["Id"];
            comment?: string;
            formData?: components["schemas"]["FormData"];
        };
        ProcessEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessRecord"];
        };
        /** @description 拒绝 — refuses the application on my node; the process ends 审批不通过. */
        RejectRequest: {
            processId: components["schemas"]["Id"];
            nodeId: components["schemas"]["Id"];
            /** @description 拒绝理由, shown to the initiator. */
            reason: string;
        };
        /** @description 转交 — hands my task permanently to another user. */
        TransmitRequest: {
            processId: components["schemas"]["Id"];
            nodeId: components["schemas"]["Id"];
            targetUserId: components["schemas"]["Id"];
            reason: string;
        };
        /** @description 抄送 — read-only visibility plus a notice for the chosen users. */
        ShareRequest: {
            processId: components["schemas"]["Id"];
            nodeId: components["schemas"]["Id"];
            userIds: components["schemas"]["Id"][];
            comment?: string;
        };
        /** @description 退回 — sends the flow back to an earlier node. */
        RefundRequest: {
            processId: components["schemas"]["Id"];
            nodeId: components["schemas"]["Id"];
            targetNodeId: components["schemas"]["Id"];
            reason: string;
        };
        /** @description 撤回 — the initiator pulls back the application, or an approver recalls the approval just given. */
        WithdrawRequest: {
            processId: components["schemas"]["Id"];
            nodeId?: components["schemas"]["Id"];
            reason?: string;
        };
        /** @description 批注 — a comment on the timeline; does not move the flow. */
        AnnotateRequest: {
            processId: components["schemas"]["Id"];
            content: string;
            attachments?: components["schemas"]["Attachment"][];
        };
        /** @description 作废 — ends the whole instance. */
        CancelRequest: {
            processId: components["schemas"]["Id"];
            reason: string;
        };
        /** @description Saves the editable business-form fields of the current node. */
        UpdateDataRequest: {
            processId: components["schemas"]["Id"];
            nodeId: components["schemas"]["Id"];
            formData: components["schemas"]["FormData"];
        };
        ProcessRef: {
            processId: components["schemas"]["Id"];
        };
        /**
         * @description WAITING 未开始, PENDING 审批中, APPROVED 已通过, RETURNED 已退回, CANCELLED 已取消.
         * @enum {string}
         */
        NodeStatus: "WAITING" | "PENDING" | "APPROVED" | "RETURNED" | "CANCELLED";
        ProcessNode: {
            id: components["schemas"]["Id"];
            processId: components["schemas"]["Id"];
            name: string;
            order: number;
            status: components["schemas"]["NodeStatus"];
            approvers: components["schemas"]["UserRef"][];
            /** @description The actions the current user may take on this node. */
            allowedActions: components["schemas"]["ProcessAction"][];
        };
        ProcessNodeListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessNode"][];
        };
        ProcessHistoryPageRequest: {
            pageNum: number;
            pageSize: number;
            processId: components["schemas"]["Id"];
            /**
             * @description 排序字段（time 操作时间）；不传时按操作时间先后。
             * @enum {string}
             */
            sortField?: "time";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One entry of a process's timeline. */
        ProcessHistory: {
            id: components["schemas"]["Id"];
            processId: components["schemas"]["Id"];
            nodeName?: string | null;
            action: components["schemas"]["ProcessAction"];
            operator: components["schemas"]["UserRef"];
            comment?: string | null;
            time: components["schemas"]["DateTime"];
        };
        ProcessHistoryPage: {
            list: components["schemas"]["ProcessHistory"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        ProcessHistoryPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessHistoryPage"];
        };
        /** @description What a handler did on a node (审批记录). */
        ProcessNodeHistory: {
            id: components["schemas"]["Id"];
            processId: components["schemas"]["Id"];
            nodeId: components["schemas"]["Id"];
            nodeName: string;
            handler: components["schemas"]["UserRef"];
            action: components["schemas"]["ProcessAction"];
            comment?: string | null;
            time: components["schemas"]["DateTime"];
            durationMs: number;
            signature?: string | null;
        };
        ProcessNodeHistoryListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessNodeHistory"][];
        };
        /** @description 发起申请 — starts a process of a definition with its form. */
        StartProcessRequest: {
            definitionKey: string;
            title: string;
            urgency?: components["schemas"]["Urgency"];
            formData: components["schemas"]["FormData"];
        };
        CcPageRequest: {
            pageNum: number;
            pageSize: number;
            keyword?: string;
            read?: boolean;
            /**
             * @description 排序字段（startTime 发起时间、ccTime 抄送时间）；不传时按抄送时间倒序（最新在前）。
             * @enum {string}
             */
            sortField?: "startTime" | "ccTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description 抄送我的 — a process shared with me. */
        CcRecord: {
            id: components["schemas"]["Id"];
            processId: components["schemas"]["Id"];
            title: string;
            definitionName: string;
            summary: components["schemas"]["KeyValue"][];
            initiator: components["schemas"]["UserRef"];
            startTime: components["schemas"]["DateTime"];
            /** @description 抄送节点 */
            ccNodeName: string;
            ccBy: components["schemas"]["UserRef"];
            /** @description 抄送意见 */
            ccComment?: string | null;
            ccTime: components["schemas"]["DateTime"];
            read: boolean;
        };
        CcPage: {
            list: components["schemas"]["CcRecord"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        CcPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["CcPage"];
        };
        /**
         * @description DRAFT 草稿 (not published yet), ENABLED 启用, DISABLED 停用.
         * @enum {string}
         */
        DefinitionStatus: "DRAFT" | "ENABLED" | "DISABLED";
        ProcessDefinitionQuery: {
            keyword?: string;
            category?: string;
            status?: components["schemas"]["DefinitionStatus"];
        };
        /** @description One node of the ordered node list (流程配置; no graphical designer yet). */
        NodeConfig: {
            name: string;
            /**
             * @description USER 指定成员, ROLE 角色, DEPT_LEADER 部门负责人, INITIATOR_PICK 发起人自选, INITIATOR 发起人本人.
             * @enum {string}
             */
            approverRule: "USER" | "ROLE" | "DEPT_LEADER" | "INITIATOR_PICK" | "INITIATOR";
            /** @description Users or roles, by the rule. */
            approverIds?: components["schemas"]["Id"][];
            /**
             * @description SEQUENTIAL 依次审批, COUNTERSIGN 会签, OR_SIGN 或签.
             * @enum {string}
             */
            multiMode: "SEQUENTIAL" | "COUNTERSIGN" | "OR_SIGN";
            /**
             * @description AUTO_PASS 自动通过, AUTO_REJECT 自动拒绝, TO_ADMIN 转交管理员.
             * @enum {string}
             */
            emptyApprover: "AUTO_PASS" | "AUTO_REJECT" | "TO_ADMIN";
            /** @description The actions this node offers. */
            buttons: components["schemas"]["ProcessAction"][];
            /** @description Form field code → READ 只读, EDIT 可编辑, HIDE 隐藏. */
            fieldRights: {
                [key: string]: "READ" | "EDIT" | "HIDE";
            };
        };
        /** @description A process a user can start (流程定义), with its configuration. */
        ProcessDefinition: {
            id: components["schemas"]["Id"];
            key: string;
            name: string;
            category: string;
            version: number;
            status: components["schemas"]["DefinitionStatus"];
            description?: string | null;
            formFields: components["schemas"]["DynamicFieldDefinition"][];
            nodes?: components["schemas"]["NodeConfig"][];
            /** @description 最后发布 */
            publishedTime?: string | null;
            /** @description 谁可以发起, e.g. 全员 or a list of departments. */
            initiatorScope?: string;
        };
        ProcessDefinitionListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessDefinition"][];
        };
        /** @description A user to pick (转交, 抄送). */
        UserOption: {
            id: components["schemas"]["Id"];
            name: string;
            deptName: string;
        };
        UserOptionListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["UserOption"][];
        };
        /** @description A definition as saved from 流程配置 (no id: a new one). */
        ProcessDefinitionInput: {
            id?: components["schemas"]["Id"];
            key: string;
            name: string;
            category: string;
            description?: string | null;
            formFields: components["schemas"]["DynamicFieldDefinition"][];
            nodes: components["schemas"]["NodeConfig"][];
        };
        ProcessDefinitionEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProcessDefinition"];
        };
        DefinitionStatusChange: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
        };
        /**
         * @description 通知 (NOTICE) or 公告 (ANNOUNCEMENT).
         * @enum {string}
         */
        NoticeType: "NOTICE" | "ANNOUNCEMENT";
        /**
         * @description 正常 (NORMAL, shown to staff) or 关闭 (CLOSED, withdrawn).
         * @enum {string}
         */
        NoticeStatus: "NORMAL" | "CLOSED";
        NoticePageRequest: {
            pageNum: number;
            pageSize: number;
            /** @description Part of the title. */
            title?: string;
            type?: components["schemas"]["NoticeType"];
            status?: components["schemas"]["NoticeStatus"];
            /**
             * @description 排序字段（createdTime 发布时间）；不传时按发布时间倒序（最新在前）。
             * @enum {string}
             */
            sortField?: "createdTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        Notice: {
            id: components["schemas"]["Id"];
            title: string;
            type: components["schemas"]["NoticeType"];
            status: components["schemas"]["NoticeStatus"];
            /** @description The notice's text: plain, with line breaks. */
            content: string;
            createdBy: components["schemas"]["UserRef"];
            createdTime: components["schemas"]["DateTime"];
        };
        NoticePage: {
            list: components["schemas"]["Notice"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        NoticePageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["NoticePage"];
        };
        /**
         * @description 申请类型 — PROJECT 项目采购, STOCK 备库采购, OFFICE 办公采购, REPAIR 维修采购.
         * @enum {string}
         */
        PurchaseRequestType: "PROJECT" | "STOCK" | "OFFICE" | "REPAIR";
        /**
         * @description DRAFT 草稿 → (提交) APPROVING 审批中 → APPROVED 已通过 → PARTIALLY_ORDERED 部分下单 → ORDERED 已下单; APPROVING → RETURNED 已退回 / REJECTED 已驳回; APPROVING → (撤回) DRAFT; APPROVED → CLOSED 已关闭 (with a reason); DRAFT, RETURNED or APPROVING → VOIDED 已作废.
         * @enum {string}
         */
        PurchaseRequestStatus: "DRAFT" | "APPROVING" | "APPROVED" | "PARTIALLY_ORDERED" | "ORDERED" | "RETURNED" | "REJECTED" | "CLOSED" | "VOIDED";
        /**
         * @description A calendar date, `YYYY-MM-DD`.
         * @example 2026-12-05
         */
        Date: string;
        /** @description The filters and order of 采购申请, shared by its page and its export. */
        PurchaseRequestFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            /** @description 单号/标题 (contains) */
            keyword?: string;
            type?: components["schemas"]["PurchaseRequestType"];
            status?: components["schemas"]["PurchaseRequestStatus"];
            applicantId?: components["schemas"]["Id"];
            deptId?: components["schemas"]["Id"];
            projectId?: components["schemas"]["Id"];
            /** @description Requests with a line of this material. */
            materialId?: components["schemas"]["Id"];
            applyDateFrom?: components["schemas"]["Date"];
            applyDateTo?: components["schemas"]["Date"];
            /** @description true — only approved requests with lines still to order (合并生成, 从采购申请生成). */
            orderable?: boolean;
            /**
             * @description 排序字段（requestNo 申请单号、applyDate 申请日期、needDate 需求日期、totalAmount 预估金额、createTime 创建时间）；不传时按申请单号倒序（新申请在前）。
             * @enum {string}
             */
            sortField?: "requestNo" | "applyDate" | "needDate" | "totalAmount" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 采购申请: its filters and order, and the page. */
        PurchaseRequestPageRequest: components["schemas"]["PurchaseRequestFilters"] & components["schemas"]["PageRequest"];
        /**
         * @description An amount in yuan as a decimal string with at most two decimals ("86500.00"), not negative and below 10^12 (at most 999,999,999,999.99: twelve digits before the point): money never travels as a binary floating-point number, so no amount drifts on its way.
         * @example 86500.00
         */
        Money: string;
        /** @description A quantity in the material's unit, greater than 0, at most three decimals (3.5 千克). */
        Quantity: number;
        /** @description A quantity already handled (ordered, received, returned); 0 when nothing yet. */
        QuantityDone: number;
        PurchaseRequestLine: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            quantity: components["schemas"]["Quantity"];
            needDate: components["schemas"]["Date"];
            /** @description 预估单价 */
            estimatedPrice: components["schemas"]["Money"] | null;
            /** @description 预估金额 = 数量 × 预估单价, rounded half up to the cent. */
            estimatedAmount: components["schemas"]["Money"] | null;
            /** @description 建议供应商 */
            suggestedSupplierId: components["schemas"]["Id"] | null;
            suggestedSupplierName: string | null;
            /** @description 用途 */
            purpose: string | null;
            orderedQuantity: components["schemas"]["QuantityDone"];
            /** @description The project material line (项目物料管理) this line was made from by 生成采购申请. */
            projectMaterialId: components["schemas"]["Id"] | null;
        };
        /**
         * @description The kind of a linked document: PURCHASE_REQUEST 采购申请, PURCHASE_ORDER 采购订单, WAREHOUSE_DOC 出入库单 (入库单, 出库单 … of 单据管理). A module that adds a kind of document adds its value here.
         * @enum {string}
         */
        DocumentType: "PURCHASE_REQUEST" | "PURCHASE_ORDER" | "WAREHOUSE_DOC";
        /** @description Another document as a link shows it: its kind, id, number and current status (a value of that kind). */
        DocumentRef: {
            type: components["schemas"]["DocumentType"];
            id: components["schemas"]["Id"];
            /** @description 单号, e.g. CGSQ-20261105-002. */
            no: string;
            /** @description The document's status value in its own dictionary. */
            status: string | null;
        };
        PurchaseRequest: {
            id: components["schemas"]["Id"];
            /** @description 申请单号, given on first save (CGSQ-20261105-002). */
            requestNo: string;
            title: string;
            type: components["schemas"]["PurchaseRequestType"];
            applicant: components["schemas"]["UserRef"];
            deptId: components["schemas"]["Id"];
            /** @description 申请部门 */
            deptName: string;
            /** @description 关联项目 */
            projectId: components["schemas"]["Id"] | null;
            projectCode: string | null;
            projectName: string | null;
            applyDate: components["schemas"]["Date"];
            needDate: components["schemas"]["Date"];
            urgency: components["schemas"]["Urgency"];
            status: components["schemas"]["PurchaseRequestStatus"];
            /** @description The reason given on 关闭 or 作废, or the approver's on 退回 / 驳回. */
            statusReason: string | null;
            /** @description 已下单% — ordered quantity over requested quantity, in percent with two decimals. */
            orderedPercent: number;
            /** @description 预估总金额 (the sum of the line amounts). */
            totalAmount: components["schemas"]["Money"];
            /** @description The approval process started by the last 提交; null before that. */
            processId: components["schemas"]["Id"] | null;
            remark: string | null;
            attachments: components["schemas"]["Attachment"][];
            lines: components["schemas"]["PurchaseRequestLine"][];
            /** @description 下游单据 — the orders made from it. */
            orders: components["schemas"]["DocumentRef"][];
            createBy: string;
            createTime: components["schemas"]["DateTime"];
        };
        PurchaseRequestPage: {
            list: components["schemas"]["PurchaseRequest"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        PurchaseRequestPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["PurchaseRequestPage"];
        };
        PurchaseRequestEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["PurchaseRequest"];
        };
        /** @description A line as the form sends it; `id` is the key the form gave it (a new UUID without dashes, spec §3). */
        PurchaseRequestLineInput: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            quantity: components["schemas"]["Quantity"];
            needDate: components["schemas"]["Date"];
            estimatedPrice?: components["schemas"]["Money"] | null;
            suggestedSupplierId?: components["schemas"]["Id"] | null;
            purpose?: string | null;
            projectMaterialId?: components["schemas"]["Id"] | null;
        };
        /** @description 保存草稿 — a request as the form sends it; no id creates one (number and 草稿 given by the server). Only a 草稿 or 已退回 request can be saved again. Need dates are not before today. */
        PurchaseRequestInput: {
            id?: components["schemas"]["Id"];
            title: string;
            type: components["schemas"]["PurchaseRequestType"];
            applicantId: components["schemas"]["Id"];
            projectId?: components["schemas"]["Id"] | null;
            needDate: components["schemas"]["Date"];
            urgency: components["schemas"]["Urgency"];
            remark?: string | null;
            attachments?: components["schemas"]["Attachment"][];
            lines: components["schemas"]["PurchaseRequestLineInput"][];
        };
        PurchaseRequestListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["PurchaseRequest"][];
        };
        /** @description 撤回 of a document under approval; the reason is optional. */
        WithdrawDocument: {
            id: components["schemas"]["Id"];
            reason?: string;
        };
        /** @description 关闭 / 作废 / 暂停 / 取消 of a document, with the reason the user gave. */
        StatusReason: {
            id: components["schemas"]["Id"];
            reason: string;
        };
        /** @description 采购申请 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        PurchaseRequestExportRequest: components["schemas"]["PurchaseRequestFilters"];
        OpenRequestLinesQuery: {
            requestIds: components["schemas"]["Id"][];
        };
        /** @description A line of an approved request with quantity still to order — what 合并生成 offers. */
        OpenRequestLine: {
            requestId: components["schemas"]["Id"];
            requestNo: string;
            lineId: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            quantity: components["schemas"]["Quantity"];
            orderedQuantity: components["schemas"]["QuantityDone"];
            /** @description 未下单数量 = quantity − orderedQuantity. */
            openQuantity: components["schemas"]["Quantity"];
            needDate: components["schemas"]["Date"];
            estimatedPrice: components["schemas"]["Money"] | null;
            suggestedSupplierId: components["schemas"]["Id"] | null;
            suggestedSupplierName: string | null;
            projectId: components["schemas"]["Id"] | null;
        };
        OpenRequestLineListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["OpenRequestLine"][];
        };
        /**
         * @description DRAFT 草稿 → (提交) APPROVING 审批中 → APPROVED 已审核 (下达) → PARTIALLY_RECEIVED 部分入库 → COMPLETED 已完成; side states ON_HOLD 暂停, CLOSED 已关闭, CANCELLED 已取消. 撤回 returns APPROVING to DRAFT; 变更 sends an approved order back to APPROVING.
         * @enum {string}
         */
        PurchaseOrderStatus: "DRAFT" | "APPROVING" | "APPROVED" | "PARTIALLY_RECEIVED" | "COMPLETED" | "ON_HOLD" | "CLOSED" | "CANCELLED";
        /**
         * @description 入库状态 — NONE 未入库, PARTIAL 部分入库, FULL 全部入库.
         * @enum {string}
         */
        ReceiptStatus: "NONE" | "PARTIAL" | "FULL";
        /** @description The filters and order of 采购订单, shared by its page and its export. */
        PurchaseOrderFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            /** @description 订单号 (contains) */
            keyword?: string;
            supplierId?: components["schemas"]["Id"];
            /** @description Orders with a line of this material. */
            materialId?: components["schemas"]["Id"];
            status?: components["schemas"]["PurchaseOrderStatus"];
            receiptStatus?: components["schemas"]["ReceiptStatus"];
            buyerId?: components["schemas"]["Id"];
            projectId?: components["schemas"]["Id"];
            orderDateFrom?: components["schemas"]["Date"];
            orderDateTo?: components["schemas"]["Date"];
            /** @description true — released orders (已审核, 部分入库) with something still to receive (首页's card). */
            awaitingReceipt?: boolean;
            /**
             * @description 排序字段（orderNo 订单号、orderDate 下单日期、expectedDate 期望到货日期、totalQuantity 总数量、totalAmount 金额、totalWithTax 价税合计、createTime 创建时间）；不传时按订单号倒序（新订单在前）。
             * @enum {string}
             */
            sortField?: "orderNo" | "orderDate" | "expectedDate" | "totalQuantity" | "totalAmount" | "totalWithTax" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 采购订单: its filters and order, and the page. */
        PurchaseOrderPageRequest: components["schemas"]["PurchaseOrderFilters"] & components["schemas"]["PageRequest"];
        /**
         * @description 币种, ISO 4217 (CNY 人民币).
         * @default CNY
         */
        Currency: string;
        /** @description 颜色 as `#rrggbb`. */
        TagColorHex: string;
        /** @description A 属性标签 as a record carrying it shows it. */
        AttrTagRef: {
            id: components["schemas"]["Id"];
            name: string;
            color: components["schemas"]["TagColorHex"];
        };
        /** @description 税率 in percent (13 means 13 %); the VAT rates in use are 13, 9, 6, 3, 1 and 0. */
        TaxRate: number;
        PurchaseOrderLine: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            quantity: components["schemas"]["Quantity"];
            /** @description 单价 (tax excluded) */
            unitPrice: components["schemas"]["Money"];
            taxRate: components["schemas"]["TaxRate"];
            /** @description 金额 (tax excluded) */
            amount: components["schemas"]["Money"];
            /** @description 税额 */
            taxAmount: components["schemas"]["Money"];
            /** @description 含税金额 */
            amountWithTax: components["schemas"]["Money"];
            /** @description 交货日期 */
            deliveryDate: components["schemas"]["Date"] | null;
            /** @description 已入库数量 */
            receivedQuantity: components["schemas"]["QuantityDone"];
            /** @description 退货数量 */
            returnedQuantity: components["schemas"]["QuantityDone"];
            sourceRequestId: components["schemas"]["Id"] | null;
            sourceRequestNo: string | null;
            /** @description 来源申请行 */
            sourceLineId: components["schemas"]["Id"] | null;
            remark: string | null;
        };
        PurchaseOrder: {
            id: components["schemas"]["Id"];
            /** @description 订单号, given on first save (CGDD-20261110-001). */
            orderNo: string;
            supplierId: components["schemas"]["Id"];
            supplierCode: string;
            supplierName: string;
            /** @description 采购员 */
            buyer: components["schemas"]["UserRef"];
            /** @description 下单日期 */
            orderDate: components["schemas"]["Date"];
            /** @description 预计到货 */
            expectedDate: components["schemas"]["Date"];
            currency: components["schemas"]["Currency"];
            paymentTerms: string | null;
            projectId: components["schemas"]["Id"] | null;
            projectName: string | null;
            /** @description 合计数量 */
            totalQuantity: number;
            /** @description 合计金额 (tax excluded) */
            totalAmount: components["schemas"]["Money"];
            /** @description 合计税额 */
            totalTax: components["schemas"]["Money"];
            /** @description 含税金额合计 */
            totalWithTax: components["schemas"]["Money"];
            receiptStatus: components["schemas"]["ReceiptStatus"];
            status: components["schemas"]["PurchaseOrderStatus"];
            /** @description The reason of the last 暂停 / 关闭 / 取消 / 变更. */
            statusReason: string | null;
            processId: components["schemas"]["Id"] | null;
            tags: components["schemas"]["AttrTagRef"][];
            remark: string | null;
            attachments: components["schemas"]["Attachment"][];
            lines: components["schemas"]["PurchaseOrderLine"][];
            /** @description 来源单据 — the requests its lines came from. */
            sourceRequests: components["schemas"]["DocumentRef"][];
            /** @description 下游单据 — the stock-in documents made from it (单据管理). */
            stockIns: components["schemas"]["DocumentRef"][];
            createBy: string;
            createTime: components["schemas"]["DateTime"];
        };
        PurchaseOrderPage: {
            list: components["schemas"]["PurchaseOrder"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        PurchaseOrderPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["PurchaseOrderPage"];
        };
        PurchaseOrderEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["PurchaseOrder"];
        };
        /** @description A line as the form sends it (`id` the form's key, a new UUID without dashes). A line from a request names its source line; its quantity is capped by what that line still has to order. */
        PurchaseOrderLineInput: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            quantity: components["schemas"]["Quantity"];
            unitPrice: components["schemas"]["Money"];
            taxRate: components["schemas"]["TaxRate"];
            deliveryDate?: components["schemas"]["Date"] | null;
            sourceRequestId?: components["schemas"]["Id"] | null;
            sourceLineId?: components["schemas"]["Id"] | null;
            remark?: string | null;
        };
        /** @description 保存 a 草稿 order; no id creates one (number and 草稿 given by the server). The supplier must be 启用. */
        PurchaseOrderInput: {
            id?: components["schemas"]["Id"];
            supplierId: components["schemas"]["Id"];
            buyerId: components["schemas"]["Id"];
            orderDate: components["schemas"]["Date"];
            expectedDate: components["schemas"]["Date"];
            currency: components["schemas"]["Currency"];
            paymentTerms?: string | null;
            projectId?: components["schemas"]["Id"] | null;
            remark?: string | null;
            tagIds: components["schemas"]["Id"][];
            attachments?: components["schemas"]["Attachment"][];
            lines: components["schemas"]["PurchaseOrderLineInput"][];
        };
        PurchaseOrderListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["PurchaseOrder"][];
        };
        /** @description 变更 of an approved order: new dates and lines with the reason; the order goes back to approval. A line keeps at least what was received of it, and a line something was received of stays. */
        PurchaseOrderAmendment: {
            id: components["schemas"]["Id"];
            reason: string;
            expectedDate: components["schemas"]["Date"];
            lines: components["schemas"]["PurchaseOrderLineInput"][];
        };
        /** @description A document to act on by its id alone (恢复). */
        DocumentId: {
            id: components["schemas"]["Id"];
        };
        /** @description 采购订单 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        PurchaseOrderExportRequest: components["schemas"]["PurchaseOrderFilters"];
        /**
         * @description 分类 — ELECTRONIC 电子元器件, MECHANICAL 机械加工, PACKAGING 包装材料, SERVICE 服务.
         * @enum {string}
         */
        SupplierCategory: "ELECTRONIC" | "MECHANICAL" | "PACKAGING" | "SERVICE";
        /**
         * @description 等级 — A, B, C, D (D 需整改).
         * @enum {string}
         */
        SupplierGrade: "A" | "B" | "C" | "D";
        /**
         * @description 状态 — ENABLED 启用, DISABLED 停用, FROZEN 冻结 (no new orders; the reason is kept).
         * @enum {string}
         */
        SupplierStatus: "ENABLED" | "DISABLED" | "FROZEN";
        /** @description The filters and order of 供应商, shared by its page and its export. */
        SupplierFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            /** @description 名称/编码/简称 (contains) */
            keyword?: string;
            category?: components["schemas"]["SupplierCategory"];
            grade?: components["schemas"]["SupplierGrade"];
            status?: components["schemas"]["SupplierStatus"];
            tagId?: components["schemas"]["Id"];
            /**
             * @description 排序字段（code 供应商编码、score 评分、createTime 创建时间）；不传时按供应商编码升序。
             * @enum {string}
             */
            sortField?: "code" | "score" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 供应商: its filters and order, and the page. */
        SupplierPageRequest: components["schemas"]["SupplierFilters"] & components["schemas"]["PageRequest"];
        /** @description 统一社会信用代码 (GB 32100-2015): 18 characters of 0-9 and A-Z without I, O, Z, S, V; the last one is the check character computed from the first 17 (the server and the form both verify it). */
        CreditCode: string;
        /** @description 联系人 of a supplier; one of them is the primary contact. */
        SupplierContact: {
            id: components["schemas"]["Id"];
            name: string;
            position: string | null;
            mobile: string | null;
            /** Format: email */
            email: string | null;
            primary: boolean;
        };
        /** @description 资质 — a named certificate with its file and the date it expires. */
        Qualification: {
            id: components["schemas"]["Id"];
            /** @description 营业执照, ISO 9001 证书 … */
            name: string;
            /** @description 有效期至 */
            validTo: components["schemas"]["Date"] | null;
            file: components["schemas"]["Attachment"];
        };
        Supplier: {
            id: components["schemas"]["Id"];
            /** @description 编码, given by the server (SUP-001). */
            code: string;
            name: string;
            shortName: string | null;
            category: components["schemas"]["SupplierCategory"];
            grade: components["schemas"]["SupplierGrade"];
            /** @description 评分 */
            score: number | null;
            creditCode: components["schemas"]["CreditCode"];
            taxRate: components["schemas"]["TaxRate"] | null;
            /** @description 主联系人 */
            contactName: string | null;
            /** @description 手机 */
            mobile: string | null;
            /** @description 电话 */
            phone: string | null;
            email: string | null;
            address: string | null;
            /** @description 开户行 */
            bankName: string | null;
            /** @description 银行账号 */
            bankAccount: string | null;
            /** @description 付款条件, e.g. 月结 30 天. */
            paymentTerms: string | null;
            currency: components["schemas"]["Currency"];
            tags: components["schemas"]["AttrTagRef"][];
            status: components["schemas"]["SupplierStatus"];
            /** @description Why it is frozen or disabled. */
            statusReason: string | null;
            contacts: components["schemas"]["SupplierContact"][];
            qualifications: components["schemas"]["Qualification"][];
            remark: string | null;
            createBy: string;
            createTime: components["schemas"]["DateTime"];
        };
        SupplierPage: {
            list: components["schemas"]["Supplier"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        SupplierPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["SupplierPage"];
        };
        SupplierOptionQuery: {
            status?: components["schemas"]["SupplierStatus"];
        };
        /** @description A supplier as a picker offers it. */
        SupplierOption: {
            id: components["schemas"]["Id"];
            code: string;
            name: string;
            category: components["schemas"]["SupplierCategory"];
            grade: components["schemas"]["SupplierGrade"];
            status: components["schemas"]["SupplierStatus"];
        };
        SupplierOptionListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["SupplierOption"][];
        };
        SupplierEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Supplier"];
        };
        /** @description A supplier as saved; no id creates one (the server gives it its code, status 启用). */
        SupplierInput: {
            id?: components["schemas"]["Id"];
            name: string;
            shortName?: string | null;
            category: components["schemas"]["SupplierCategory"];
            grade: components["schemas"]["SupplierGrade"];
            score?: number | null;
            creditCode: components["schemas"]["CreditCode"];
            taxRate?: components["schemas"]["TaxRate"] | null;
            contactName?: string | null;
            mobile?: string | null;
            /** @description 座机, with its area code (0755-83216688). */
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            address?: string | null;
            bankName?: string | null;
            /** @description 银行账号, digits only. */
            bankAccount?: string | null;
            paymentTerms?: string | null;
            currency: components["schemas"]["Currency"];
            tagIds: components["schemas"]["Id"][];
            contacts: components["schemas"]["SupplierContact"][];
            qualifications: components["schemas"]["Qualification"][];
            remark?: string | null;
        };
        /** @description 启用 / 停用 / 冻结; freezing or disabling says why. */
        SupplierStatusChange: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["SupplierStatus"];
            reason?: string;
        };
        /** @description 供应商 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        SupplierExportRequest: components["schemas"]["SupplierFilters"];
        AttachmentEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Attachment"];
        };
        /**
         * @description 适用对象 — MATERIAL 物料, SUPPLIER 供应商, PURCHASE_ORDER 采购单.
         * @enum {string}
         */
        TagScope: "MATERIAL" | "SUPPLIER" | "PURCHASE_ORDER";
        /** @description The filters and order of 属性标签, shared by its page and its export. */
        AttrTagFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            /** @description 标签名称 (contains) */
            name?: string;
            scope?: components["schemas"]["TagScope"];
            groupName?: string;
            status?: components["schemas"]["Status"];
            /**
             * @description 排序字段（sort 显示排序、usageCount 使用次数、createTime 创建时间、updateTime 更新时间）；不传时按分组内的显示排序。
             * @enum {string}
             */
            sortField?: "sort" | "usageCount" | "createTime" | "updateTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 属性标签: its filters and order, and the page. */
        AttrTagPageRequest: components["schemas"]["AttrTagFilters"] & components["schemas"]["PageRequest"];
        AttrTag: {
            id: components["schemas"]["Id"];
            /** @description 标签名称 */
            name: string;
            scope: components["schemas"]["TagScope"];
            /** @description 标签分组 */
            groupName: string | null;
            color: components["schemas"]["TagColorHex"];
            sort: number;
            status: components["schemas"]["Status"];
            description: string | null;
            /** @description 使用次数 — how many records carry the tag. */
            usageCount: number;
            createBy: string;
            createTime: components["schemas"]["DateTime"];
            updateTime: components["schemas"]["DateTime"];
        };
        AttrTagPage: {
            list: components["schemas"]["AttrTag"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        AttrTagPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["AttrTagPage"];
        };
        /** @description The tags a picker offers (enabled ones of a scope). */
        AttrTagQuery: {
            scope?: components["schemas"]["TagScope"];
            status?: components["schemas"]["Status"];
        };
        AttrTagListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["AttrTag"][];
        };
        /** @description A tag as saved; no id creates one. The name is unique within its scope. */
        AttrTagInput: {
            id?: components["schemas"]["Id"];
            name: string;
            scope: components["schemas"]["TagScope"];
            groupName?: string | null;
            color: components["schemas"]["TagColorHex"];
            sort: components["schemas"]["Sort"];
            status: components["schemas"]["Status"];
            description?: string | null;
        };
        AttrTagEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["AttrTag"];
        };
        AttrTagStatusChange: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["Status"];
        };
        TagUsagePageRequest: {
            tagId: components["schemas"]["Id"];
            pageNum: number;
            pageSize: number;
        };
        /** @description A record carrying a tag (查看关联). */
        TagUsage: {
            targetType: components["schemas"]["TagScope"];
            targetId: components["schemas"]["Id"];
            /** @description The record's code or number (EL-0003, SUP-001, CGDD-20261112-002). */
            targetCode: string;
            targetName: string;
        };
        TagUsagePage: {
            list: components["schemas"]["TagUsage"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        TagUsagePageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["TagUsagePage"];
        };
        /** @description 属性标签 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        AttrTagExportRequest: components["schemas"]["AttrTagFilters"];
        MaterialCategoryQuery: {
            name?: string;
            status?: components["schemas"]["Status"];
        };
        /** @description A dynamic attribute definition of a category (spec §3 dynamic field definition: code, name, type, required, acceptValues); the material form renders it by spec §5's rules. `id` is a generated UUID without dashes. */
        CategoryAttribute: {
            id: components["schemas"]["Id"];
            code: string;
            name: string;
            type: components["schemas"]["DynamicFieldType"];
            required: boolean;
            /** @description value → label; makes the field a select. */
            acceptValues?: {
                [key: string]: string;
            } | null;
            sort: number;
        };
        /** @description A node of the material category tree (root parentId "0"). */
        MaterialCategory: {
            id: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            /** @description 分类编码, the code segment of the category (EL). */
            code: string;
            name: string;
            sort: number;
            codeRuleId: components["schemas"]["Id"] | null;
            codeRuleName: string | null;
            status: components["schemas"]["Status"];
            attributes: components["schemas"]["CategoryAttribute"][];
            createTime: components["schemas"]["DateTime"];
        };
        MaterialCategoryListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["MaterialCategory"][];
        };
        /** @description A category as saved (no id — a new one). */
        MaterialCategoryInput: {
            id?: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            code: string;
            name: string;
            sort: components["schemas"]["Sort"];
            codeRuleId?: components["schemas"]["Id"] | null;
            status?: components["schemas"]["Status"];
            attributes: components["schemas"]["CategoryAttribute"][];
        };
        MaterialCategoryEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["MaterialCategory"];
        };
        CodeRuleQuery: {
            /** @description 规则名称/编码 */
            keyword?: string;
            status?: components["schemas"]["Status"];
        };
        /**
         * @description LEFT 左补齐, RIGHT 右补齐.
         * @enum {string}
         */
        PadSide: "LEFT" | "RIGHT";
        /**
         * @description FIXED 固定字符, CATEGORY 分类码, DATE 日期, SERIAL 流水号, SEPARATOR 分隔符.
         * @enum {string}
         */
        CodeSegmentType: "FIXED" | "CATEGORY" | "DATE" | "SERIAL" | "SEPARATOR";
        /**
         * @description When a serial starts again — NONE 不循环, YEARLY 按年, MONTHLY 按月, DAILY 按日.
         * @enum {string}
         */
        SerialResetCycle: "NONE" | "YEARLY" | "MONTHLY" | "DAILY";
        /** @description One segment of a code rule, in `sort` order. FIXED uses `value`; SEPARATOR uses `value` (one character); DATE uses `dateFormat`; SERIAL uses `length`, `serialStart`, `serialStep`, `resetCycle` (and reports `serialCurrent`); CATEGORY takes the category's code. */
        CodeSegment: {
            id: components["schemas"]["Id"];
            sort: number;
            type: components["schemas"]["CodeSegmentType"];
            value?: string | null;
            /** @enum {string|null} */
            dateFormat?: "yyyy" | "yy" | "yyyyMM" | "yyMM" | "yyyyMMdd" | null;
            length?: number | null;
            serialStart?: number | null;
            serialStep?: number | null;
            /** @description 当前流水 (read-only). */
            serialCurrent?: number | null;
            resetCycle?: components["schemas"]["SerialResetCycle"] | null;
        };
        /** @description A code rule (编码规则) with its ordered segments. */
        CodeRule: {
            id: components["schemas"]["Id"];
            /** @description 规则编码 */
            code: string;
            name: string;
            description: string | null;
            maxLength: number;
            /** @description 是否补齐 to maxLength */
            padding: boolean;
            padChar: string | null;
            padSide: components["schemas"]["PadSide"];
            status: components["schemas"]["Status"];
            segments: components["schemas"]["CodeSegment"][];
            createTime: components["schemas"]["DateTime"];
        };
        CodeRuleListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["CodeRule"][];
        };
        /** @description A code rule as saved (no id — a new one); also what 测试生成 sends. */
        CodeRuleInput: {
            id?: components["schemas"]["Id"];
            code: string;
            name: string;
            description?: string | null;
            maxLength: number;
            padding: boolean;
            padChar?: string | null;
            padSide: components["schemas"]["PadSide"];
            status?: components["schemas"]["Status"];
            segments: components["schemas"]["CodeSegment"][];
        };
        CodeRuleEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["CodeRule"];
        };
        CodeRuleStatusChange: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["Status"];
        };
        /** @description 测试生成 — the rule as edited (saved or not) and the category whose code fills a CATEGORY segment. */
        CodeRuleTest: {
            rule: components["schemas"]["CodeRuleInput"];
            categoryId?: components["schemas"]["Id"];
        };
        /** @description A code the rule would give now; nothing is used up. */
        CodeSample: {
            code: string;
            ruleName: string;
        };
        CodeSampleEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["CodeSample"];
        };
        IdRequest: {
            id: components["schemas"]["Id"];
        };
        /**
         * @description RAW 原材料, SEMI 半成品, FINISHED 成品, AUXILIARY 辅料, SPARE 备件.
         * @enum {string}
         */
        MaterialType: "RAW" | "SEMI" | "FINISHED" | "AUXILIARY" | "SPARE";
        /**
         * @description screens.md §6: DRAFT 草稿 → PENDING 待审核 → ENABLED 已启用 → DISABLED 停用 / FROZEN 冻结.
         * @enum {string}
         */
        MaterialStatus: "DRAFT" | "PENDING" | "ENABLED" | "DISABLED" | "FROZEN";
        /** @description A calendar date, `YYYY-MM-DD`. */
        LocalDate: string;
        /** @description Filters of 物料编码: keyword over code/name/spec, the category (and those under it), and extensionQueries; `ids` asks for the materials named (打印标签 of selected rows). */
        MaterialFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            /** @description Only these materials. */
            ids?: components["schemas"]["Id"][];
            keyword?: string;
            categoryId?: components["schemas"]["Id"];
            type?: components["schemas"]["MaterialType"];
            status?: components["schemas"]["MaterialStatus"];
            tag?: string;
            createTimeFrom?: components["schemas"]["LocalDate"];
            createTimeTo?: components["schemas"]["LocalDate"];
            /**
             * @description 排序字段（code 物料编码、safetyStock 安全库存、costPrice 参考成本、createTime 创建时间）；不传时按物料编码升序。
             * @enum {string}
             */
            sortField?: "code" | "safetyStock" | "costPrice" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 物料: its filters and order, and the page. */
        MaterialPageRequest: components["schemas"]["MaterialFilters"] & components["schemas"]["PageRequest"];
        /**
         * @description 计量单位.
         * @enum {string}
         */
        UnitOfMeasure: "PCS" | "SET" | "UNIT" | "SHEET" | "KG" | "M" | "BOX" | "ROLL" | "L";
        /** @description Dynamic attribute values keyed by the attribute's code (spec §3, §5). */
        AttributeValues: {
            [key: string]: string | number | boolean | null;
        };
        /** @description Extension field values keyed by tableKey (spec §3: values are stored in an extension object). */
        ExtensionValues: {
            [key: string]: string | number | null;
        };
        /** @description A material master record (物料编码, screens.md §6). */
        Material: {
            id: components["schemas"]["Id"];
            /** @description 物料编码, generated by the category's rule, never changed. */
            code: string;
            name: string;
            /** @description 规格型号 */
            spec: string | null;
            categoryId: components["schemas"]["Id"];
            categoryName: string;
            type: components["schemas"]["MaterialType"];
            unit: components["schemas"]["UnitOfMeasure"];
            /** @description 品牌/厂家 */
            brand: string | null;
            batchManaged: boolean;
            shelfLifeDays: number | null;
            safetyStock: number | null;
            minStock: number | null;
            maxStock: number | null;
            /** @description 参考成本 (元) */
            costPrice: number | null;
            /** @description 属性标签 */
            tags: string[];
            status: components["schemas"]["MaterialStatus"];
            attributes: components["schemas"]["AttributeValues"];
            extension: components["schemas"]["ExtensionValues"];
            remark: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        MaterialPage: {
            list: components["schemas"]["Material"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        MaterialPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["MaterialPage"];
        };
        /** @description An extension field of a table (spec §3): shown ones become columns and search fields. */
        ExtensionField: {
            tableKey: string;
            tableChineseKey: string;
            show: boolean;
        };
        ExtensionFieldListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ExtensionField"][];
        };
        CodePreviewRequest: {
            categoryId: components["schemas"]["Id"];
        };
        /** @description A stock level or capacity in the material's unit (安全库存, 最低库存, 最高库存, 容量): not negative, at most three decimals (the parser's rule on the client), at most the largest Quantity. */
        StockLevel: number;
        /** @description An amount in yuan carried as a number (预算, 参考成本): not negative, at most two decimals and below 10^12 (at most 999,999,999,999.99). The two decimals are the parser's rule on the client: `multipleOf: 0.01` is not used, as binary floating point makes it refuse amounts like 0.07. */
        Amount: number;
        /** @description A material as saved. A new one has neither id nor code (the server generates the code by the rule). */
        MaterialInput: {
            id?: components["schemas"]["Id"];
            name: string;
            spec?: string | null;
            categoryId: components["schemas"]["Id"];
            type: components["schemas"]["MaterialType"];
            unit: components["schemas"]["UnitOfMeasure"];
            brand?: string | null;
            batchManaged: boolean;
            shelfLifeDays?: number | null;
            safetyStock?: components["schemas"]["StockLevel"] | null;
            /** @description 最低库存, not above 最高库存 when both are given. */
            minStock?: components["schemas"]["StockLevel"] | null;
            maxStock?: components["schemas"]["StockLevel"] | null;
            costPrice?: components["schemas"]["Amount"] | null;
            tags?: string[];
            status?: components["schemas"]["MaterialStatus"];
            attributes?: components["schemas"]["AttributeValues"];
            extension?: components["schemas"]["ExtensionValues"];
            remark?: string | null;
        };
        MaterialEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Material"];
        };
        /** @description 启用 / 停用 one material or a selection. */
        MaterialStatusChange: {
            ids: components["schemas"]["Id"][];
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
        };
        /** @description 物料 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        MaterialExportRequest: components["schemas"]["MaterialFilters"];
        /**
         * @description RUNNING 导入中, FINISHED 已完成 (some rows may have failed), FAILED 失败.
         * @enum {string}
         */
        ImportTaskStatus: "RUNNING" | "FINISHED" | "FAILED";
        ImportRowError: {
            /** @description The spreadsheet row (with the header as row 1). */
            row: number;
            column: string;
            message: string;
        };
        /** @description A material import running on the server, and what it has done so far. */
        ImportTask: {
            taskId: components["schemas"]["Id"];
            status: components["schemas"]["ImportTaskStatus"];
            total: number;
            processed: number;
            succeeded: number;
            failed: number;
            errors: components["schemas"]["ImportRowError"][];
        };
        ImportTaskEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ImportTask"];
        };
        /** @description The material of a detail list. */
        MaterialRef: {
            materialId: components["schemas"]["Id"];
        };
        /** @description Stock of a material at one location and batch (read-only, from the warehouse). */
        MaterialStock: {
            id: components["schemas"]["Id"];
            warehouseName: string;
            locationCode: string;
            batchNo: string | null;
            quantity: number;
            unit: components["schemas"]["UnitOfMeasure"];
        };
        MaterialStockListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["MaterialStock"][];
        };
        /** @description A purchase order line of the material (read-only, from purchasing). */
        MaterialPurchaseRecord: {
            id: components["schemas"]["Id"];
            orderNo: string;
            supplierName: string;
            quantity: number;
            unitPrice: number;
            orderDate: components["schemas"]["LocalDate"];
            /** @description The order's status as its own module words it. */
            statusText: string;
        };
        MaterialPurchaseRecordListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["MaterialPurchaseRecord"][];
        };
        /**
         * @description screens.md §6: DRAFT 草稿 → APPROVING 审核中 → EFFECTIVE 已生效 → EXPIRED 已失效.
         * @enum {string}
         */
        BomStatus: "DRAFT" | "APPROVING" | "EFFECTIVE" | "EXPIRED";
        /** @description Filters of BOM管理: keyword over the parent's code/name, the parent material, status, default. */
        BomFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            keyword?: string;
            parentMaterialId?: components["schemas"]["Id"];
            status?: components["schemas"]["BomStatus"];
            isDefault?: boolean;
            /**
             * @description 排序字段（bomNo BOM编号、parentMaterialCode 父项物料编码、version 版本、effectiveDate 生效日期、createTime 创建时间）；不传时按父项物料与版本，新版本在前。
             * @enum {string}
             */
            sortField?: "bomNo" | "parentMaterialCode" | "version" | "effectiveDate" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of BOM: its filters and order, and the page. */
        BomPageRequest: components["schemas"]["BomFilters"] & components["schemas"]["PageRequest"];
        /**
         * @description PRODUCTION 生产, PHANTOM 虚拟件/套件 (a kit exploded into its lines).
         * @enum {string}
         */
        BomType: "PRODUCTION" | "PHANTOM";
        /** @description A BOM header (BOM管理): one version of a parent material's bill of materials. */
        Bom: {
            id: components["schemas"]["Id"];
            bomNo: string;
            parentMaterialId: components["schemas"]["Id"];
            parentMaterialCode: string;
            parentMaterialName: string;
            parentMaterialSpec: string | null;
            version: string;
            baseQuantity: number;
            unit: components["schemas"]["UnitOfMeasure"];
            isDefault: boolean;
            type: components["schemas"]["BomType"];
            status: components["schemas"]["BomStatus"];
            effectiveDate: components["schemas"]["LocalDate"];
            expiryDate: components["schemas"]["LocalDate"] | null;
            lineCount: number;
            /** @description The review process while the BOM is 审核中. */
            processId: components["schemas"]["Id"] | null;
            remark: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        BomPage: {
            list: components["schemas"]["Bom"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        BomPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["BomPage"];
        };
        BomLinesRequest: {
            bomId: components["schemas"]["Id"];
        };
        /** @description A line of a BOM; `childBomId` is the default BOM of the line's material, which the tree expands to. */
        BomLine: {
            id: components["schemas"]["Id"];
            sort: number;
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            materialSpec: string | null;
            unit: components["schemas"]["UnitOfMeasure"];
            /** @description 用量 per base quantity */
            quantity: number;
            /** @description 损耗率 % */
            lossRate: number;
            childBomId: components["schemas"]["Id"] | null;
            /** @description 替代料 */
            substitute: string | null;
            /** @description 位号 */
            position: string | null;
            remark: string | null;
        };
        BomLineListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["BomLine"][];
        };
        /** @description 反查 — a BOM that uses the material, directly (level 1) or through a sub-assembly (level 2 …). */
        BomUsage: {
            bomId: components["schemas"]["Id"];
            bomNo: string;
            parentMaterialCode: string;
            parentMaterialName: string;
            version: string;
            status: components["schemas"]["BomStatus"];
            isDefault: boolean;
            /** @description 用量 in that BOM (of the material or of the sub-assembly) */
            quantity: number;
            level: number;
            /** @description The sub-assembly's code when level > 1. */
            via: string | null;
        };
        BomUsageListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["BomUsage"][];
        };
        /** @description A line as saved; a new line's id is a generated UUID without dashes. */
        BomLineInput: {
            id: components["schemas"]["Id"];
            sort: number;
            materialId: components["schemas"]["Id"];
            quantity: components["schemas"]["Quantity"];
            lossRate: number;
            substitute?: string | null;
            position?: string | null;
            remark?: string | null;
        };
        /** @description A draft BOM as saved (no id — a new one), with its lines. */
        BomInput: {
            id?: components["schemas"]["Id"];
            parentMaterialId: components["schemas"]["Id"];
            version: string;
            baseQuantity: components["schemas"]["Quantity"];
            type: components["schemas"]["BomType"];
            effectiveDate: components["schemas"]["LocalDate"];
            expiryDate?: components["schemas"]["LocalDate"] | null;
            remark?: string | null;
            lines: components["schemas"]["BomLineInput"][];
        };
        BomEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Bom"];
        };
        /** @description 复制 a BOM to another parent material as a new draft (the same parent when left out). */
        BomCopyRequest: {
            id: components["schemas"]["Id"];
            parentMaterialId?: components["schemas"]["Id"];
        };
        /** @description The BOMs of the filters, in the list's order and without paging, as a spreadsheet, each with its lines flat (one level) or indented (every level). */
        BomExportRequest: components["schemas"]["BomFilters"] & {
            /** @enum {string} */
            layout: "FLAT" | "INDENTED";
        };
        /**
         * @description DELIVERY 交付项目, RND 研发项目, INTERNAL 内部项目.
         * @enum {string}
         */
        ProjectType: "DELIVERY" | "RND" | "INTERNAL";
        /**
         * @description screens.md §5: NOT_STARTED 未开始 → IN_PROGRESS 进行中 ⇄ PAUSED 已暂停 → COMPLETED 已完成 → CLOSED 已关闭; CANCELLED 已取消 from 未开始 or 已暂停.
         * @enum {string}
         */
        ProjectStatus: "NOT_STARTED" | "IN_PROGRESS" | "PAUSED" | "COMPLETED" | "CLOSED" | "CANCELLED";
        /** @description Filters of 项目列表: keyword over number/name, type, status, manager, department, planned start range. */
        ProjectFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            keyword?: string;
            type?: components["schemas"]["ProjectType"];
            status?: components["schemas"]["ProjectStatus"];
            managerId?: components["schemas"]["Id"];
            deptId?: components["schemas"]["Id"];
            planStartFrom?: components["schemas"]["LocalDate"];
            planStartTo?: components["schemas"]["LocalDate"];
            /**
             * @description 排序字段（projectNo 项目编号、planStart 计划开始、planEnd 计划结束、progress 进度、budget 预算、createTime 创建时间）；不传时按项目编号倒序（新项目在前）。
             * @enum {string}
             */
            sortField?: "projectNo" | "planStart" | "planEnd" | "progress" | "budget" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 项目: its filters and order, and the page. */
        ProjectPageRequest: components["schemas"]["ProjectFilters"] & components["schemas"]["PageRequest"];
        /** @description A project (项目列表). */
        Project: {
            id: components["schemas"]["Id"];
            /** @description 项目编号 (generated) */
            projectNo: string;
            name: string;
            type: components["schemas"]["ProjectType"];
            /** @description 客户/业主 */
            customer: string | null;
            managerId: components["schemas"]["Id"];
            managerName: string;
            deptId: components["schemas"]["Id"];
            deptName: string;
            planStart: components["schemas"]["LocalDate"];
            planEnd: components["schemas"]["LocalDate"];
            actualStart: components["schemas"]["LocalDate"] | null;
            actualEnd: components["schemas"]["LocalDate"] | null;
            status: components["schemas"]["ProjectStatus"];
            /** @description 进度 % */
            progress: number;
            /** @description 预算 (元) */
            budget: number | null;
            description: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        ProjectPage: {
            list: components["schemas"]["Project"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        ProjectPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProjectPage"];
        };
        ProjectIdRequest: {
            id: components["schemas"]["Id"];
        };
        ProjectEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Project"];
        };
        /** @description A project as saved (no id — a new one; the server numbers it and it starts 未开始). */
        ProjectInput: {
            id?: components["schemas"]["Id"];
            name: string;
            type: components["schemas"]["ProjectType"];
            customer?: string | null;
            managerId: components["schemas"]["Id"];
            deptId: components["schemas"]["Id"];
            planStart: components["schemas"]["LocalDate"];
            planEnd: components["schemas"]["LocalDate"];
            progress?: number;
            budget?: components["schemas"]["Amount"] | null;
            description?: string | null;
        };
        /** @description Moves a project to `status`; the server refuses a transition the flow does not allow. */
        ProjectStatusChange: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["ProjectStatus"];
        };
        /** @description 项目 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        ProjectExportRequest: components["schemas"]["ProjectFilters"];
        /**
         * @description PURCHASE 采购 (requests and orders), STOCK 出入库 (stock-in and stock-out documents).
         * @enum {string}
         */
        ProjectDocumentKind: "PURCHASE" | "STOCK";
        ProjectDocumentsRequest: {
            projectId: components["schemas"]["Id"];
            kind: components["schemas"]["ProjectDocumentKind"];
        };
        /** @description A document of another module linked to the project (read-only), in that module's words. */
        ProjectDocument: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["DocumentType"];
            /** @description 单据类型 (采购申请, 采购订单, 入库单, 出库单) */
            docType: string;
            docNo: string;
            title: string;
            statusText: string;
            date: components["schemas"]["LocalDate"];
            /** @description Whether the document is still open (not finished, closed, cancelled or voided): a project with an open document is not completed (完成 is refused, naming them). */
            open: boolean;
        };
        ProjectDocumentListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProjectDocument"][];
        };
        /**
         * @description NOT_REQUESTED 未申请, PARTIALLY_REQUESTED 部分申请, REQUESTED 已申请, ARRIVED 已到货, ISSUED 已领用.
         * @enum {string}
         */
        ProjectMaterialStatus: "NOT_REQUESTED" | "PARTIALLY_REQUESTED" | "REQUESTED" | "ARRIVED" | "ISSUED";
        /** @description The filters and order of 项目物料, shared by its page and its export. */
        ProjectMaterialFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            projectId: components["schemas"]["Id"];
            /** @description 物料编码/名称 */
            keyword?: string;
            categoryId?: components["schemas"]["Id"];
            status?: components["schemas"]["ProjectMaterialStatus"];
            demandDateFrom?: components["schemas"]["LocalDate"];
            demandDateTo?: components["schemas"]["LocalDate"];
            /**
             * @description 排序字段（materialCode 物料编码、demandQuantity 需求数量、demandDate 需求日期、requestedQuantity 已申请、orderedQuantity 已采购、receivedQuantity 已到货、issuedQuantity 已领用、availableStock 可用库存）；不传时按需求的录入顺序。
             * @enum {string}
             */
            sortField?: "materialCode" | "demandQuantity" | "demandDate" | "requestedQuantity" | "orderedQuantity" | "receivedQuantity" | "issuedQuantity" | "availableStock";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 项目物料: its filters and order, and the page. */
        ProjectMaterialPageRequest: components["schemas"]["ProjectMaterialFilters"] & components["schemas"]["PageRequest"];
        /**
         * @description BOM BOM展开, MANUAL 手工.
         * @enum {string}
         */
        DemandSource: "BOM" | "MANUAL";
        /** @description A demand line of a project (项目物料): what the project needs and how far purchasing and the warehouse have got; the quantities after the demand are the server's, read-only. */
        ProjectMaterial: {
            id: components["schemas"]["Id"];
            projectId: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            materialSpec: string | null;
            unit: components["schemas"]["UnitOfMeasure"];
            categoryName: string;
            demandQuantity: number;
            demandDate: components["schemas"]["LocalDate"] | null;
            source: components["schemas"]["DemandSource"];
            /** @description 已申请 */
            requestedQuantity: number;
            /** @description 已下单 */
            orderedQuantity: number;
            /** @description 已入库 */
            receivedQuantity: number;
            /** @description 已领用 */
            issuedQuantity: number;
            /** @description 可用库存 */
            availableStock: number;
            status: components["schemas"]["ProjectMaterialStatus"];
            remark: string | null;
        };
        ProjectMaterialPage: {
            list: components["schemas"]["ProjectMaterial"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        ProjectMaterialPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProjectMaterialPage"];
        };
        /** @description A demand line to add; its id is a generated UUID without dashes. */
        ProjectMaterialLineInput: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            demandQuantity: number;
            demandDate?: components["schemas"]["LocalDate"] | null;
            remark?: string | null;
        };
        ProjectMaterialAdd: {
            projectId: components["schemas"]["Id"];
            lines: components["schemas"]["ProjectMaterialLineInput"][];
        };
        ProjectMaterialUpdate: {
            id: components["schemas"]["Id"];
            demandQuantity: number;
            demandDate?: components["schemas"]["LocalDate"] | null;
            remark?: string | null;
        };
        /** @description 从BOM导入 — the BOM exploded for `quantity` finished units (every level, phantom kits opened). */
        BomImportRequest: {
            projectId: components["schemas"]["Id"];
            bomId: components["schemas"]["Id"];
            quantity: number;
            demandDate?: components["schemas"]["LocalDate"] | null;
        };
        /** @description One line the import would add; `existingQuantity` > 0 when the project already needs it (then added to). */
        BomImportLine: {
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            materialSpec: string | null;
            unit: components["schemas"]["UnitOfMeasure"];
            quantity: number;
            existingQuantity: number;
        };
        BomImportLineListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["BomImportLine"][];
        };
        BomImportResult: {
            added: number;
            merged: number;
        };
        BomImportResultEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["BomImportResult"];
        };
        /** @description 项目物料 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        ProjectMaterialExportRequest: components["schemas"]["ProjectMaterialFilters"];
        /**
         * @description MANAGER 项目经理, TECH_LEAD 技术负责人, BUYER 采购员, KEEPER 仓管员, MEMBER 成员.
         * @enum {string}
         */
        ProjectRole: "MANAGER" | "TECH_LEAD" | "BUYER" | "KEEPER" | "MEMBER";
        /** @description The filters and order of 项目成员, shared by its page and its export. */
        ProjectMemberFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            projectId: components["schemas"]["Id"];
            name?: string;
            role?: components["schemas"]["ProjectRole"];
            deptId?: components["schemas"]["Id"];
            /**
             * @description 排序字段（joinDate 加入日期、leaveDate 离开日期）；不传时按加入日期先后。
             * @enum {string}
             */
            sortField?: "joinDate" | "leaveDate";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 项目成员: its filters and order, and the page. */
        ProjectMemberPageRequest: components["schemas"]["ProjectMemberFilters"] & components["schemas"]["PageRequest"];
        /** @description A member of a project team. */
        ProjectMember: {
            id: components["schemas"]["Id"];
            projectId: components["schemas"]["Id"];
            userId: components["schemas"]["Id"];
            name: string;
            /** @description 工号 (login name) */
            username: string;
            deptId: components["schemas"]["Id"];
            deptName: string;
            role: components["schemas"]["ProjectRole"];
            phone: string | null;
            joinDate: components["schemas"]["LocalDate"];
            leaveDate: components["schemas"]["LocalDate"] | null;
            remark: string | null;
        };
        ProjectMemberPage: {
            list: components["schemas"]["ProjectMember"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        ProjectMemberPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ProjectMemberPage"];
        };
        ProjectMemberAdd: {
            projectId: components["schemas"]["Id"];
            userIds: components["schemas"]["Id"][];
            role: components["schemas"]["ProjectRole"];
            joinDate?: components["schemas"]["LocalDate"];
        };
        ProjectMemberRoleChange: {
            id: components["schemas"]["Id"];
            role: components["schemas"]["ProjectRole"];
        };
        /** @description 项目成员 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        ProjectMemberExportRequest: components["schemas"]["ProjectMemberFilters"];
        /**
         * @description 启用 ENABLED, 停用 DISABLED, 锁定 LOCKED (no movement in or out, e.g. during a stocktake).
         * @enum {string}
         */
        LocationStatus: "ENABLED" | "DISABLED" | "LOCKED";
        LocationQuery: {
            warehouseId?: components["schemas"]["Id"];
            status?: components["schemas"]["LocationStatus"];
        };
        /**
         * @description 存储, 收货暂存, 发货暂存, 不良品, 报废 (a bin's use).
         * @enum {string}
         */
        LocationType: "STORAGE" | "RECEIVING" | "SHIPPING" | "DEFECTIVE" | "SCRAP";
        /** @description A quantity of stock in the material's unit (decimals for KG and the like); zero and, in the ledger, negative amounts included. */
        StockQuantity: number;
        /** @description A node of the location tree: level 1 仓库 (parentId "0"), level 2 库区, level 3 库位. stockQuantity is what the node holds now (a warehouse or zone: every bin below it), materialCount how many materials. */
        WarehouseLocation: {
            id: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            /** @description 1 仓库, 2 库区, 3 库位. */
            level: number;
            code: string;
            name: string;
            /** @description A bin's use. */
            locationType?: components["schemas"]["LocationType"] | null;
            /** @description 排 */
            row?: number | null;
            /** @description 列 */
            col?: number | null;
            /** @description 层 */
            layer?: number | null;
            /** @description 容量 (a bin) or 面积 m² (a warehouse or zone). */
            capacity?: number | null;
            /** @description A warehouse's address. */
            address?: string | null;
            /** @description 负责人 */
            manager?: string | null;
            /** @description A bin may hold several materials. */
            mixMaterial?: boolean | null;
            /** @description A bin may hold several batches of one material. */
            mixBatch?: boolean | null;
            /** @description The default warehouse. */
            isDefault?: boolean | null;
            status: components["schemas"]["LocationStatus"];
            stockQuantity: components["schemas"]["StockQuantity"];
            materialCount: number;
            /** @description It holds stock. */
            occupied: boolean;
            remark?: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        LocationListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["WarehouseLocation"][];
        };
        /** @description A warehouse, zone or bin as saved; without id a new one under parentId. */
        WarehouseLocationInput: {
            id?: components["schemas"]["Id"];
            parentId: components["schemas"]["ParentId"];
            level: number;
            /** @description Upper-case letters and digits in segments joined by '-', e.g. WH01-A-01-01. */
            code: string;
            name: string;
            locationType?: components["schemas"]["LocationType"] | null;
            row?: number | null;
            col?: number | null;
            layer?: number | null;
            capacity?: components["schemas"]["StockLevel"] | null;
            address?: string | null;
            manager?: string | null;
            mixMaterial?: boolean | null;
            mixBatch?: boolean | null;
            isDefault?: boolean | null;
            status?: components["schemas"]["LocationStatus"];
            remark?: string | null;
        };
        LocationEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["WarehouseLocation"];
        };
        LocationStatusChange: {
            ids: components["schemas"]["Id"][];
            status: components["schemas"]["LocationStatus"];
            /** @description Why a bin is locked. */
            reason?: string | null;
        };
        LocationGenerateRange: {
            from: number;
            to: number;
        };
        /** @description 批量生成库位 under a zone: one bin per 排 × 列 (× 层) in the ranges, coded `<zone code>-<排>-<列>` with two digits each, plus `-<层>` when a layer range is given (WH01-A-03-01-02). At most 200 bins in one go. */
        LocationGenerateRequest: {
            zoneId: components["schemas"]["Id"];
            rows: components["schemas"]["LocationGenerateRange"];
            cols: components["schemas"]["LocationGenerateRange"];
            layers?: components["schemas"]["LocationGenerateRange"] | null;
            locationType: components["schemas"]["LocationType"];
            capacity?: components["schemas"]["StockLevel"] | null;
        };
        /**
         * @description 库存查询's view: 按物料汇总 MATERIAL, 按仓库 WAREHOUSE, 按库位 LOCATION, 按批次 BATCH.
         * @enum {string}
         */
        InventoryView: "MATERIAL" | "WAREHOUSE" | "LOCATION" | "BATCH";
        /** @description One view of the stock balances. belowSafety shows the materials under their safety stock (zero stock included); showZero adds balances that are zero; aboveMax the ones over their maximum. */
        InventoryFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            view: components["schemas"]["InventoryView"];
            /** @description Part of the material's code, name or spec. */
            keyword?: string;
            materialId?: components["schemas"]["Id"];
            categoryId?: components["schemas"]["Id"];
            warehouseId?: components["schemas"]["Id"];
            locationId?: components["schemas"]["Id"];
            batchNo?: string;
            projectId?: components["schemas"]["Id"];
            belowSafety?: boolean;
            aboveMax?: boolean;
            showZero?: boolean;
            /**
             * @description 排序字段（materialCode 物料编码、onHand 现存量、reserved 预留量、available 可用量、amount 金额、inDate 入库日期、expiryDate 有效期至）；不传时按物料编码升序。
             * @enum {string}
             */
            sortField?: "materialCode" | "onHand" | "reserved" | "available" | "amount" | "inDate" | "expiryDate";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 库存: its filters and order, and the page. */
        InventoryPageRequest: components["schemas"]["InventoryFilters"] & components["schemas"]["PageRequest"];
        NullableId: components["schemas"]["Id"] | null;
        /** @description One balance of the view: a material (按物料汇总), a material in a warehouse, in a bin, or a batch in a bin. available = onHand − reserved, as the server counts it. */
        InventoryRow: {
            /** @description The row's identity in its view. */
            key: string;
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            categoryName: string;
            batchManaged: boolean;
            warehouseId?: components["schemas"]["NullableId"];
            warehouseName?: string | null;
            locationId?: components["schemas"]["NullableId"];
            locationCode?: string | null;
            batchId?: components["schemas"]["NullableId"];
            batchNo?: string | null;
            onHand: components["schemas"]["StockQuantity"];
            reserved: components["schemas"]["StockQuantity"];
            available: components["schemas"]["StockQuantity"];
            /** @description Ordered, not yet received (按物料汇总 only). */
            inTransit?: number | null;
            safetyStock?: number | null;
            belowSafety: boolean;
            /** @description 库存金额 (¥). */
            amount?: number | null;
            inDate?: components["schemas"]["Date"] | null;
            expiryDate?: components["schemas"]["Date"] | null;
        };
        /** @description 合计 of every row the filters match (not only this page). */
        InventorySummary: {
            onHand: components["schemas"]["StockQuantity"];
            reserved: components["schemas"]["StockQuantity"];
            available: components["schemas"]["StockQuantity"];
            amount: number;
        };
        InventoryPage: {
            list: components["schemas"]["InventoryRow"][];
            total: number;
            pageNum: number;
            pageSize: number;
            summary: components["schemas"]["InventorySummary"];
        };
        InventoryPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["InventoryPage"];
        };
        /** @description 库存 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        InventoryExportRequest: components["schemas"]["InventoryFilters"];
        /** @description 库存预警 of the home page: materials below their safety stock and batches expiring within 30 days. */
        StockAlerts: {
            belowSafetyCount: number;
            expiringCount: number;
            belowSafety: {
                materialId: components["schemas"]["Id"];
                materialCode: string;
                materialName: string;
                unit: string;
                onHand: components["schemas"]["StockQuantity"];
                safetyStock: components["schemas"]["StockQuantity"];
            }[];
            expiring: {
                batchId: components["schemas"]["Id"];
                batchNo: string;
                materialName: string;
                unit: string;
                quantity: components["schemas"]["StockQuantity"];
                expiryDate: components["schemas"]["Date"];
            }[];
        };
        StockAlertsEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["StockAlerts"];
        };
        /**
         * @description What moved the stock; REVERSAL (作废冲销) is the reversal of a completed document's entries.
         * @enum {string}
         */
        StockBusinessType: "PURCHASE_IN" | "OTHER_IN" | "RETURN_IN" | "TRANSFER_IN" | "STOCKTAKE_GAIN" | "ISSUE_OUT" | "OTHER_OUT" | "RETURN_TO_SUPPLIER" | "TRANSFER_OUT" | "STOCKTAKE_LOSS" | "REVERSAL";
        /**
         * @description 入 IN (the quantity is positive) or 出 OUT (negative).
         * @enum {string}
         */
        StockDirection: "IN" | "OUT";
        /** @description The filters and order of 出入库流水, shared by its page and its export. */
        LedgerFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            /** @description Part of the material's code or name. */
            keyword?: string;
            materialId?: components["schemas"]["Id"];
            warehouseId?: components["schemas"]["Id"];
            locationId?: components["schemas"]["Id"];
            batchId?: components["schemas"]["Id"];
            batchNo?: string;
            businessType?: components["schemas"]["StockBusinessType"];
            direction?: components["schemas"]["StockDirection"];
            /** @description The entries one document wrote. */
            docId?: components["schemas"]["Id"];
            docNo?: string;
            projectId?: components["schemas"]["Id"];
            operator?: string;
            timeFrom?: components["schemas"]["Date"];
            timeTo?: components["schemas"]["Date"];
            /**
             * @description 排序字段（entryNo 流水号、materialCode 物料编码、quantity 数量、balance 结存、occurredAt 发生时间）；不传时按发生时间倒序（最新在前）。
             * @enum {string}
             */
            sortField?: "entryNo" | "materialCode" | "quantity" | "balance" | "occurredAt";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 出入库流水: its filters and order, and the page. */
        LedgerPageRequest: components["schemas"]["LedgerFilters"] & components["schemas"]["PageRequest"];
        /**
         * @description What a document comes from or leads to: 采购订单, 项目 (its demand), or another warehouse document.
         * @enum {string}
         */
        SourceKind: "PURCHASE_ORDER" | "PROJECT" | "WAREHOUSE_DOC";
        /**
         * @description 入库单 IN, 出库单 OUT, 调拨单 TRANSFER, 盘点单 STOCKTAKE, 退货单 RETURN.
         * @enum {string}
         */
        WarehouseDocType: "IN" | "OUT" | "TRANSFER" | "STOCKTAKE" | "RETURN";
        /** @description A linked document (来源单据 / 下游单据) by kind, id and number. */
        DocLink: {
            kind: components["schemas"]["SourceKind"];
            id: components["schemas"]["Id"];
            /** @description Its number (or a project's code). */
            no: string;
            /** @description A project's name or the document's title. */
            name?: string | null;
            docType?: components["schemas"]["WarehouseDocType"] | null;
            /** @description Its status as its own module words it. */
            status?: string | null;
        };
        /** @description One executed line (screens.md §8): quantity is signed (入 +, 出 −) and balance is the material's stock in the warehouse after it. A reversal (REVERSAL) names the entry it reverses; entries are never deleted. */
        LedgerEntry: {
            id: components["schemas"]["Id"];
            /** @description 流水号 */
            entryNo: string;
            businessType: components["schemas"]["StockBusinessType"];
            direction: components["schemas"]["StockDirection"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            batchId?: components["schemas"]["NullableId"];
            batchNo?: string | null;
            warehouseId: components["schemas"]["Id"];
            warehouseName: string;
            locationId: components["schemas"]["Id"];
            locationCode: string;
            quantity: components["schemas"]["StockQuantity"];
            balance: components["schemas"]["StockQuantity"];
            sourceDoc: components["schemas"]["DocLink"];
            /** @description The entry number this one reverses. */
            reversalOf?: string | null;
            /** @description The project its document moved the stock for (a 入库单 from a project's order, a 领料出库单). */
            projectId?: components["schemas"]["NullableId"];
            projectName?: string | null;
            /** @description 供应商 or 领用部门. */
            partnerName?: string | null;
            operator: string;
            occurredAt: components["schemas"]["DateTime"];
        };
        LedgerPage: {
            list: components["schemas"]["LedgerEntry"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        LedgerPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["LedgerPage"];
        };
        /** @description 出入库流水 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        LedgerExportRequest: components["schemas"]["LedgerFilters"];
        /**
         * @description 正常 NORMAL, 冻结 FROZEN (no stock-out), 已过期 EXPIRED, 已耗尽 EXHAUSTED (nothing left).
         * @enum {string}
         */
        BatchStatus: "NORMAL" | "FROZEN" | "EXPIRED" | "EXHAUSTED";
        /** @description The filters and order of 批次, shared by its page and its export. */
        BatchFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            /** @description Only these batches (打印批次标签). */
            ids?: components["schemas"]["Id"][];
            batchNo?: string;
            /** @description Part of the material's code or name. */
            keyword?: string;
            materialId?: components["schemas"]["Id"];
            supplierId?: components["schemas"]["Id"];
            status?: components["schemas"]["BatchStatus"];
            inDateFrom?: components["schemas"]["Date"];
            inDateTo?: components["schemas"]["Date"];
            expiryFrom?: components["schemas"]["Date"];
            expiryTo?: components["schemas"]["Date"];
            /** @description 临期 — batches in stock whose expiry date is within this many days from today. */
            expiringWithinDays?: number;
            /**
             * @description 排序字段（batchNo 批次号、materialCode 物料编码、productionDate 生产日期、inDate 入库日期、expiryDate 有效期至、inQuantity 入库数量、quantity 结存数量）；不传时按批次的登记顺序。
             * @enum {string}
             */
            sortField?: "batchNo" | "materialCode" | "productionDate" | "inDate" | "expiryDate" | "inQuantity" | "quantity";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 批次: its filters and order, and the page. */
        BatchPageRequest: components["schemas"]["BatchFilters"] & components["schemas"]["PageRequest"];
        Batch: {
            id: components["schemas"]["Id"];
            /** @description Unique per material. */
            batchNo: string;
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            supplierId?: components["schemas"]["NullableId"];
            supplierName?: string | null;
            /** @description 供应商批号 */
            supplierLotNo?: string | null;
            /** @description 来源入库单 */
            sourceDoc?: components["schemas"]["DocLink"] | null;
            productionDate?: components["schemas"]["Date"] | null;
            inDate: components["schemas"]["Date"];
            expiryDate?: components["schemas"]["Date"] | null;
            /** @description 入库数量 */
            inQuantity: components["schemas"]["StockQuantity"];
            /** @description 当前数量 */
            quantity: components["schemas"]["StockQuantity"];
            status: components["schemas"]["BatchStatus"];
            /** @description 质检状态 as the inspection words it. */
            qualityStatus?: string | null;
            frozenReason?: string | null;
            remark?: string | null;
        };
        BatchPage: {
            list: components["schemas"]["Batch"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        BatchPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["BatchPage"];
        };
        /** @description A batch with its stock by location and its trace (追溯) to where it came from and where it went. */
        BatchDetail: {
            batch: components["schemas"]["Batch"];
            stock: {
                locationId: components["schemas"]["Id"];
                locationCode: string;
                warehouseName: string;
                quantity: components["schemas"]["StockQuantity"];
                reserved: components["schemas"]["StockQuantity"];
            }[];
            trace: {
                supplier?: {
                    id: components["schemas"]["Id"];
                    name: string;
                    code?: string;
                } | null;
                /** @description Where it came from, first the purchase order, then the stock-in document. */
                upstream: components["schemas"]["DocLink"][];
                /** @description The documents it left by, with how much each took. */
                downstream: {
                    doc: components["schemas"]["DocLink"];
                    quantity: components["schemas"]["StockQuantity"];
                    date: components["schemas"]["Date"];
                    projectName?: string | null;
                }[];
            };
        };
        BatchDetailEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["BatchDetail"];
        };
        /** @description 冻结 (hold) or 解冻 (release) a batch, with the reason. */
        BatchFreezeRequest: {
            id: components["schemas"]["Id"];
            reason: string;
        };
        BatchEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Batch"];
        };
        /** @description 拆分 — moves `quantity` (more than 0, less than the batch's current quantity) into a new batch. */
        BatchSplitRequest: {
            id: components["schemas"]["Id"];
            quantity: components["schemas"]["Quantity"];
            remark?: string | null;
        };
        /** @description 修改有效期, with the reason. */
        BatchExpiryRequest: {
            id: components["schemas"]["Id"];
            productionDate?: components["schemas"]["Date"] | null;
            expiryDate: components["schemas"]["Date"];
            reason: string;
        };
        BatchNoRequest: {
            materialId: components["schemas"]["Id"];
        };
        BatchNoEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: {
                /** @description The next batch number by the batch rule (B + date + material + serial). */
                batchNo: string;
            };
        };
        /** @description 批次 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        BatchExportRequest: components["schemas"]["BatchFilters"];
        /**
         * @description 草稿 DRAFT → (提交) 待审核 PENDING_AUDIT → (审核) 待执行 PENDING_EXECUTION → (executed in part) 执行中 EXECUTING → 已完成 COMPLETED; 已作废 VOIDED before completion. 反审核 returns 待执行 → 草稿 while nothing is executed; a completed document is corrected by a reversal document (冲销), never edited.
         * @enum {string}
         */
        DocumentStatus: "DRAFT" | "PENDING_AUDIT" | "PENDING_EXECUTION" | "EXECUTING" | "COMPLETED" | "VOIDED";
        /** @description The filters and order of 出入库单据, shared by its page and its export. */
        WarehouseDocFilters: {
            extensionQueries?: components["schemas"]["ExtensionQuery"][];
            docNo?: string;
            docType?: components["schemas"]["WarehouseDocType"];
            /** @description Which way the stock goes: IN the 入库单; OUT what leaves the warehouse, the 出库单, 调拨单 and 退货单 (all executed at 出库执行). */
            direction?: components["schemas"]["StockDirection"];
            status?: components["schemas"]["DocumentStatus"];
            /** @description Only 待执行 and 执行中 (what the execution screens pick from). */
            executable?: boolean;
            warehouseId?: components["schemas"]["Id"];
            /** @description The source document's number. */
            sourceNo?: string;
            creator?: string;
            dateFrom?: components["schemas"]["Date"];
            dateTo?: components["schemas"]["Date"];
            /**
             * @description 排序字段（docNo 单号、plannedDate 计划日期、executedDate 执行日期、totalQuantity 总数量、createTime 创建时间）；不传时按单号倒序（新单据在前）。
             * @enum {string}
             */
            sortField?: "docNo" | "plannedDate" | "executedDate" | "totalQuantity" | "createTime";
            sortOrder?: components["schemas"]["SortOrder"];
        };
        /** @description One page of 出入库单据: its filters and order, and the page. */
        WarehouseDocPageRequest: components["schemas"]["WarehouseDocFilters"] & components["schemas"]["PageRequest"];
        WarehouseDoc: {
            id: components["schemas"]["Id"];
            /** @description 单据号 */
            docNo: string;
            docType: components["schemas"]["WarehouseDocType"];
            businessType: components["schemas"]["StockBusinessType"];
            status: components["schemas"]["DocumentStatus"];
            /** @description 来源单号 (purchase order, project). */
            source?: components["schemas"]["DocLink"] | null;
            /** @description The document a 冲销 reverses. */
            reversalOf?: components["schemas"]["DocLink"] | null;
            supplierId?: components["schemas"]["NullableId"];
            supplierName?: string | null;
            /** @description 领用部门 */
            deptName?: string | null;
            projectId?: components["schemas"]["NullableId"];
            projectName?: string | null;
            warehouseId: components["schemas"]["Id"];
            warehouseName: string;
            /** @description 调入仓库 of a 调拨单 (its warehouseId is the 调出仓库); null on every other document. */
            targetWarehouseId?: components["schemas"]["NullableId"];
            targetWarehouseName?: string | null;
            plannedDate: components["schemas"]["Date"];
            executedDate?: components["schemas"]["Date"] | null;
            /** @description 制单人 */
            creator: string;
            /** @description 审核人 */
            auditor?: string | null;
            totalQuantity: components["schemas"]["StockQuantity"];
            doneQuantity: components["schemas"]["StockQuantity"];
            lineCount: number;
            remark?: string | null;
            createTime: components["schemas"]["DateTime"];
        };
        WarehouseDocPage: {
            list: components["schemas"]["WarehouseDoc"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        WarehouseDocPageEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["WarehouseDocPage"];
        };
        WarehouseDocLine: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            batchManaged: boolean;
            /** @description 应收 / 应发 */
            expectedQuantity: components["schemas"]["StockQuantity"];
            /** @description 实收 / 实发 so far */
            doneQuantity: components["schemas"]["StockQuantity"];
            /** @description The batch asked for (an outbound line) or received. */
            batchNo?: string | null;
            locationCode?: string | null;
            remark?: string | null;
        };
        /** @description A document with its lines, its source and downstream documents and the ledger entries it wrote. */
        WarehouseDocDetail: {
            doc: components["schemas"]["WarehouseDoc"];
            lines: components["schemas"]["WarehouseDocLine"][];
            upstream: components["schemas"]["DocLink"][];
            downstream: components["schemas"]["DocLink"][];
            entries: components["schemas"]["LedgerEntry"][];
        };
        WarehouseDocDetailEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["WarehouseDocDetail"];
        };
        WarehouseDocLineInput: {
            /** @description A new line's key is a new id (UUID without dashes). */
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            expectedQuantity: components["schemas"]["Quantity"];
            batchNo?: string | null;
            remark?: string | null;
        };
        /** @description A draft document as saved; without id a new 草稿. Only a 草稿 can be saved again. */
        WarehouseDocInput: {
            id?: components["schemas"]["Id"];
            docType: components["schemas"]["WarehouseDocType"];
            businessType: components["schemas"]["StockBusinessType"];
            warehouseId: components["schemas"]["Id"];
            /** @description 调入仓库, required on a 调拨单 and different from its warehouseId (the 调出仓库): what 出库执行 takes out of the one is put into the other's 收货暂存 bin, as 调拨出 and 调拨入 entries. Null on every other document. */
            targetWarehouseId?: components["schemas"]["NullableId"];
            plannedDate: components["schemas"]["Date"];
            source?: components["schemas"]["DocLink"] | null;
            /** @description 供应商 of a 入库单 from purchasing and of a 退货单 (退供应商, required there). */
            supplierId?: components["schemas"]["NullableId"];
            projectId?: components["schemas"]["NullableId"];
            deptName?: string | null;
            remark?: string | null;
            lines: components["schemas"]["WarehouseDocLineInput"][];
        };
        WarehouseDocEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["WarehouseDoc"];
        };
        /** @description A draft document made from its source: a purchase order (入库, its quantities not yet received) or a project's demand (领料出库, its quantities not yet issued). Nothing is saved until the draft is saved. */
        WarehouseDocDraftRequest: {
            /** @enum {string} */
            kind: "PURCHASE_ORDER" | "PROJECT";
            sourceId: components["schemas"]["Id"];
        };
        WarehouseDocDraftEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: {
                docType: components["schemas"]["WarehouseDocType"];
                businessType: components["schemas"]["StockBusinessType"];
                warehouseId: components["schemas"]["Id"];
                plannedDate: components["schemas"]["Date"];
                source?: components["schemas"]["DocLink"] | null;
                supplierId?: components["schemas"]["NullableId"];
                projectId?: components["schemas"]["NullableId"];
                deptName?: string | null;
                remark?: string | null;
                lines: {
                    id: components["schemas"]["Id"];
                    materialId: components["schemas"]["Id"];
                    materialCode: string;
                    materialName: string;
                    spec: string | null;
                    unit: string;
                    expectedQuantity: number;
                    batchNo?: string | null;
                    remark?: string | null;
                }[];
            };
        };
        ReceivableOrderQuery: {
            /** @description Part of the order's number or its supplier's name. */
            keyword?: string;
        };
        /** @description A released purchase order with what it still has to receive, line by line. */
        ReceivableOrder: {
            id: components["schemas"]["Id"];
            orderNo: string;
            supplierId: components["schemas"]["Id"];
            supplierName: string;
            orderDate: components["schemas"]["Date"];
            /** @description Only the open lines (something left to receive). */
            lines: {
                lineId: components["schemas"]["Id"];
                materialId: components["schemas"]["Id"];
                materialCode: string;
                materialName: string;
                spec: string | null;
                unit: string;
                orderedQuantity: components["schemas"]["StockQuantity"];
                receivedQuantity: components["schemas"]["StockQuantity"];
                /** @description ordered − received: what a new 入库单 would expect. */
                openQuantity: components["schemas"]["StockQuantity"];
            }[];
        };
        ReceivableOrderListEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ReceivableOrder"][];
        };
        DocIdRequest: {
            id: components["schemas"]["Id"];
        };
        /** @description 作废 or 冲销 of one document, with the reason. */
        DocReasonRequest: {
            id: components["schemas"]["Id"];
            reason: string;
        };
        /** @description 出入库单据 for 导出: the list's filters and order without paging; the file holds every matching row in that order. */
        WarehouseDocExportRequest: components["schemas"]["WarehouseDocFilters"];
        /** @description The document to execute, by its number (typed, scanned or picked): direction IN loads a 入库单, OUT a 出库单, 调拨单 or 退货单. */
        ExecutionLoadRequest: {
            docNo: string;
            direction: components["schemas"]["StockDirection"];
        };
        /** @description A batch and bin to take from, in the server's order (FEFO, then FIFO), with what is available there. */
        BatchSuggestion: {
            batchId: components["schemas"]["NullableId"];
            batchNo: string | null;
            locationId: components["schemas"]["Id"];
            locationCode: string;
            available: components["schemas"]["StockQuantity"];
            inDate?: components["schemas"]["Date"] | null;
            expiryDate?: components["schemas"]["Date"] | null;
        };
        ExecutionLine: {
            lineId: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            materialCode: string;
            materialName: string;
            spec: string | null;
            unit: string;
            batchManaged: boolean;
            /** @description To offer an expiry date from the production date. */
            shelfLifeDays?: number | null;
            expectedQuantity: components["schemas"]["StockQuantity"];
            doneQuantity: components["schemas"]["StockQuantity"];
            remainingQuantity: components["schemas"]["StockQuantity"];
            /** @description Where a stock-in line should go (the material's usual bin, else the receiving area). */
            suggestedLocation?: {
                id: components["schemas"]["Id"];
                code: string;
            } | null;
            /** @description Stock-out only — batches and bins with available stock, FEFO then FIFO. */
            suggestions: components["schemas"]["BatchSuggestion"][];
        };
        ExecutionDoc: {
            doc: components["schemas"]["WarehouseDoc"];
            lines: components["schemas"]["ExecutionLine"][];
            /** @description The enabled bins of the document's warehouse, to choose another. */
            locations: {
                id: components["schemas"]["Id"];
                code: string;
                name: string;
            }[];
        };
        ExecutionDocEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ExecutionDoc"];
        };
        StockInLine: {
            /** @description The executed line's own key (a split line has a new one). */
            key: components["schemas"]["Id"];
            lineId: components["schemas"]["Id"];
            quantity: components["schemas"]["Quantity"];
            batchNo?: string | null;
            productionDate?: components["schemas"]["Date"] | null;
            expiryDate?: components["schemas"]["Date"] | null;
            locationId: components["schemas"]["Id"];
        };
        /** @description 确认入库 — every line of this execution in one call; what is left stays open (执行中). */
        StockInRequest: {
            docId: components["schemas"]["Id"];
            lines: components["schemas"]["StockInLine"][];
        };
        /** @description What the execution wrote, and the document's status after it. */
        ExecutionResult: {
            docId: components["schemas"]["Id"];
            docNo: string;
            status: components["schemas"]["DocumentStatus"];
            /** @description Lines with a quantity still to execute. */
            openLines: number;
            entries: components["schemas"]["LedgerEntry"][];
        };
        ExecutionResultEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["ExecutionResult"];
        };
        StockOutLine: {
            key: components["schemas"]["Id"];
            lineId: components["schemas"]["Id"];
            quantity: components["schemas"]["Quantity"];
            batchId?: components["schemas"]["NullableId"];
            locationId: components["schemas"]["Id"];
        };
        /** @description 确认出库 — every line of this execution in one call; what is left stays open (执行中). */
        StockOutRequest: {
            docId: components["schemas"]["Id"];
            /** @description 领料人 */
            recipient?: string | null;
            lines: components["schemas"]["StockOutLine"][];
        };
        OverviewRequest: {
            warehouseId?: components["schemas"]["Id"];
            dateFrom?: components["schemas"]["Date"];
            dateTo?: components["schemas"]["Date"];
        };
        DocCountQuantity: {
            docCount: number;
            quantity: components["schemas"]["StockQuantity"];
        };
        /** @description The KPIs of screens.md §8 for a warehouse (or all) and the trend of the date range (30 days by default). */
        Overview: {
            today: components["schemas"]["Date"];
            kpis: {
                /** @description 物料种类数 in stock */
                skuCount: number;
                totalQuantity: components["schemas"]["StockQuantity"];
                totalAmount: number;
                todayIn: components["schemas"]["DocCountQuantity"];
                todayOut: components["schemas"]["DocCountQuantity"];
                /** @description 待执行入库单 */
                pendingIn: number;
                /** @description 待执行出库单 */
                pendingOut: number;
                belowSafety: number;
                aboveMax: number;
                /** @description 临期 (within 30 days) */
                expiringBatches: number;
                expiredBatches: number;
                occupiedLocations: number;
                totalLocations: number;
            };
            /** @description One point a day of the range, oldest first (ledger entries and quantities in and out). */
            trend: {
                date: components["schemas"]["Date"];
                inCount: number;
                outCount: number;
                inQuantity: components["schemas"]["StockQuantity"];
                outQuantity: components["schemas"]["StockQuantity"];
            }[];
            byWarehouse: {
                warehouseId: components["schemas"]["Id"];
                warehouseName: string;
                quantity: components["schemas"]["StockQuantity"];
                amount: number;
                skuCount: number;
            }[];
        };
        OverviewEnvelope: {
            /** @constant */
            code: 200;
            message: components["schemas"]["Message"];
            data: components["schemas"]["Overview"];
        };
        /**
         * @description spec §6: DYNAMIC_EXTENSION (扩展字段) is always ignored by the column rule.
         * @enum {string}
         */
        ExtensionOperationCode: "DYNAMIC_EXTENSION";
        /**
         * @description Operation codes of 系统管理 (screens.md §9): 菜单管理 system:menu:*, 角色管理 system:role:*, 部门管理 system:dept:*, 用户管理 system:user:*, 字典管理 system:dict:*. Whoever holds system:user:hideContact does not see 手机号码 and 邮箱 in 用户管理 (spec §6 include mode), so the administrator does not hold it.
         * @enum {string}
         */
        AdminOperationCode: "system:menu:add" | "system:menu:edit" | "system:menu:remove" | "system:menu:status" | "system:role:add" | "system:role:edit" | "system:role:remove" | "system:role:export" | "system:dept:add" | "system:dept:edit" | "system:dept:remove" | "system:dept:export" | "system:user:add" | "system:user:edit" | "system:user:remove" | "system:user:resetPwd" | "system:user:export" | "system:user:hideContact" | "system:dict:add" | "system:dict:edit" | "system:dict:remove" | "system:dict:export" | "system:dict:refreshCache";
        /**
         * @description Operation codes of the workflow screens: the approval actions and the export of 待办 / 已办 / 我的申请 (workflow:process:*, spec §7), and 流程列表's actions on process definitions (workflow:definition:*).
         * @enum {string}
         */
        WorkflowOperationCode: "workflow:process:approve" | "workflow:process:reject" | "workflow:process:transmit" | "workflow:process:share" | "workflow:process:refund" | "workflow:process:withdraw" | "workflow:process:cancel" | "workflow:process:export" | "workflow:definition:add" | "workflow:definition:edit" | "workflow:definition:copy" | "workflow:definition:publish" | "workflow:definition:status" | "workflow:definition:remove" | "workflow:definition:export";
        /**
         * @description Operation codes of the purchase screens: 采购申请 (purchase:request:*), 采购订单 (purchase:order:*), 供应商管理 (purchase:supplier:*) and 属性标签 (purchase:tag:*). 复制 and 合并生成 create a document, so they need `add`.
         * @enum {string}
         */
        PurchaseOperationCode: "purchase:request:add" | "purchase:request:edit" | "purchase:request:remove" | "purchase:request:submit" | "purchase:request:withdraw" | "purchase:request:close" | "purchase:request:void" | "purchase:request:export" | "purchase:order:add" | "purchase:order:edit" | "purchase:order:submit" | "purchase:order:withdraw" | "purchase:order:amend" | "purchase:order:hold" | "purchase:order:close" | "purchase:order:cancel" | "purchase:order:print" | "purchase:order:export" | "purchase:supplier:add" | "purchase:supplier:edit" | "purchase:supplier:remove" | "purchase:supplier:status" | "purchase:supplier:export" | "purchase:tag:add" | "purchase:tag:edit" | "purchase:tag:remove" | "purchase:tag:status" | "purchase:tag:export";
        /**
         * @description Operation codes of 物料管理: 物料编码 material:code:*, 编码配置 material:category:* and material:codeRule:*, BOM管理 material:bom:*. Whoever holds material:code:hideCost does not see 参考成本 in 物料编码 (spec §6 include mode), so the administrator does not hold it.
         * @enum {string}
         */
        MaterialOperationCode: "material:code:add" | "material:code:edit" | "material:code:remove" | "material:code:status" | "material:code:export" | "material:code:import" | "material:code:print" | "material:code:hideCost" | "material:category:add" | "material:category:edit" | "material:category:remove" | "material:category:export" | "material:codeRule:add" | "material:codeRule:edit" | "material:codeRule:remove" | "material:codeRule:export" | "material:codeRule:test" | "material:codeRule:resetSerial" | "material:bom:add" | "material:bom:edit" | "material:bom:remove" | "material:bom:copy" | "material:bom:newVersion" | "material:bom:submit" | "material:bom:setDefault" | "material:bom:disable" | "material:bom:export";
        /**
         * @description Operation codes of 项目管理: 项目列表 project:project:*, 项目物料管理 project:material:*, 项目团队管理 project:member:*.
         * @enum {string}
         */
        ProjectOperationCode: "project:project:add" | "project:project:edit" | "project:project:remove" | "project:project:status" | "project:project:export" | "project:material:add" | "project:material:edit" | "project:material:remove" | "project:material:import" | "project:material:export" | "project:member:add" | "project:member:edit" | "project:member:remove" | "project:member:export";
        /**
         * @description Operation codes of 仓库管理 (screens.md §8): 库存查询 warehouse:inventory:*, 出入库记录 warehouse:record:*, 单据管理 warehouse:doc:*, 入库执行 warehouse:stockIn:*, 出库执行 warehouse:stockOut:*, 物料批次管理 warehouse:batch:*, 库位管理 warehouse:location:*.
         * @enum {string}
         */
        WarehouseOperationCode: "warehouse:inventory:export" | "warehouse:record:export" | "warehouse:doc:add" | "warehouse:doc:edit" | "warehouse:doc:submit" | "warehouse:doc:audit" | "warehouse:doc:unaudit" | "warehouse:doc:void" | "warehouse:doc:reverse" | "warehouse:doc:copy" | "warehouse:doc:print" | "warehouse:doc:export" | "warehouse:stockIn:execute" | "warehouse:stockOut:execute" | "warehouse:batch:freeze" | "warehouse:batch:split" | "warehouse:batch:expiry" | "warehouse:batch:export" | "warehouse:batch:print" | "warehouse:location:add" | "warehouse:location:edit" | "warehouse:location:remove" | "warehouse:location:status" | "warehouse:location:generate" | "warehouse:location:export" | "warehouse:location:print";
    };
    responses: {
        /** @description HTTP error (spec §8); the body repeats the status in `code`. */
        Default: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No or an expired Authorization (spec §8 401); the SDK clears the session and goes to login. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The permission's id (spec §3: used as a query parameter). */
        IdQuery: components["schemas"]["Id"];
        /** @description Spec §7 — the process page is always asked for with details. */
        ShowDetails: "true";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthEnvelope"];
                };
            };
            default: components["responses"]["Default"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in, or a business error such as wrong credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResultEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            default: components["responses"]["Default"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is no longer valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user the token belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfoEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description The updated user info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfoEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Changed, or a business error when the old password is wrong. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getMenuPermissionsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's menu permission list (authData). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getOperationPermissionsByTokenAndUrl: {
        parameters: {
            query: {
                /** @description The route path of the page, e.g. /workspace/todo. */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Operation permission items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationPermissionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionQuery"];
            };
        };
        responses: {
            /** @description The matching permissions, flat (build the tree from parentId). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    savePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionInput"];
            };
        };
        responses: {
            /** @description The created permission, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    updatePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionUpdate"];
            };
        };
        responses: {
            /** @description The updated permission, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deletePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description Deleted, or a business error (a menu with children cannot be deleted). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPermissionPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionPageRequest"];
            };
        };
        responses: {
            /** @description One page of permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    activatePermission: {
        parameters: {
            query: {
                /** @description The permission's id (spec §3: used as a query parameter). */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    inactivatePermission: {
        parameters: {
            query: {
                /** @description The permission's id (spec §3: used as a query parameter). */
                id: components["parameters"]["IdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPermissionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    updateDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentQuery"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (部门数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getDictTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DictTypeQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DictTypeListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveDictType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DictTypeInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DictTypeEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteDictTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportDictTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DictTypeQuery"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (字典类型.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getDictData: {
        parameters: {
            query: {
                dictType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DictDataListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveDictData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DictDataInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DictDataEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteDictData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportDictData: {
        parameters: {
            query: {
                dictType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (字典数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    refreshDictCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getUserPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserStatusChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (用户数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getRolePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeRoleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleStatusChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveRoleDataScope: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleDataScopeInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getRolePermissionTree: {
        parameters: {
            query?: {
                /** @description The role whose menus are checked; none for a new role. */
                roleId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePermissionTreeEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getRoleUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUsersRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    assignRoleUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUsersChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    unassignRoleUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUsersChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (角色数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    assignUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRolesChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProcessPage: {
        parameters: {
            query?: never;
            header: {
                /** @description Spec §7 — the process page is always asked for with details. */
                showdetails: components["parameters"]["ShowDetails"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllProcesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportProcesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (流程列表.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    approveProcessNode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    rejectProcessNode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectRequest"];
            };
        };
        responses: {
            /** @description The ended process, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    transmitProcessNode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransmitRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    shareProcessNode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    refundProcessNode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    withdrawProcessNode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    annotateProcess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnotateRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    cancelProcess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    updateProcessData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDataRequest"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllProcessNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessRef"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessNodeListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProcessHistoryPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessHistoryPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessHistoryPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllProcessNodeHistories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessRef"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessNodeHistoryListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    startProcess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartProcessRequest"];
            };
        };
        responses: {
            /** @description The started process, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getCcPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CcPageRequest"];
            };
        };
        responses: {
            /** @description One page of CC records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CcPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    markCcRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The records are read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    markAllCcRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every CC record of the user is read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllProcessDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessDefinitionQuery"];
            };
        };
        responses: {
            /** @description The definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessDefinitionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getUserOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users with their department. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOptionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveProcessDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessDefinitionInput"];
            };
        };
        responses: {
            /** @description The saved definition, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessDefinitionEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    publishProcessDefinition: {
        parameters: {
            query: {
                /** @description The definition to publish. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published definition, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessDefinitionEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeProcessDefinitionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DefinitionStatusChange"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    copyProcessDefinition: {
        parameters: {
            query: {
                /** @description The definition to copy. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessDefinitionEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteProcessDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description Deleted, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportProcessDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessDefinitionQuery"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (流程定义.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProcessDefinitionVersions: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every published version, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessDefinitionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProcessDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The definition with its nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessDefinitionEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getNoticePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticePageRequest"];
            };
        };
        responses: {
            /** @description One page of notices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticePageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPurchaseRequestPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseRequestPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseRequestPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPurchaseRequest: {
        parameters: {
            query: {
                /** @description The request's id. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseRequestEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    savePurchaseRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseRequestInput"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseRequestEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    submitPurchaseRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseRequestListEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    withdrawPurchaseRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawDocument"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseRequestEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    closePurchaseRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusReason"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseRequestEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    voidPurchaseRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusReason"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseRequestEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deletePurchaseRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportPurchaseRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseRequestExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (采购申请.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getOpenPurchaseRequestLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenRequestLinesQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenRequestLineListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPurchaseOrderPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPurchaseOrder: {
        parameters: {
            query: {
                /** @description The order's id. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    savePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderInput"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    submitPurchaseOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderListEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    withdrawPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawDocument"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    amendPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderAmendment"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    holdPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusReason"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    resumePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentId"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    closePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusReason"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    cancelPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusReason"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportPurchaseOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (采购订单.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getSupplierPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplierPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getSupplierOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplierOptionQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierOptionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getSupplier: {
        parameters: {
            query: {
                /** @description The supplier's id. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplierInput"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeSupplierStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplierStatusChange"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplierExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (供应商.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    uploadPurchaseAttachment: {
        parameters: {
            query: {
                /** @description The file name with its suffix. */
                fileName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAttrTagPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttrTagPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttrTagPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllAttrTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttrTagQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttrTagListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveAttrTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttrTagInput"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttrTagEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteAttrTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result, or a business error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeAttrTagStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttrTagStatusChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAttrTagUsages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagUsagePageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagUsagePageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportAttrTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttrTagExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (属性标签.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllMaterialCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialCategoryQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCategoryListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveMaterialCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialCategoryInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCategoryEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteMaterialCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportMaterialCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialCategoryQuery"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (物料分类.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllCodeRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRuleQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeRuleListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveCodeRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRuleInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeRuleEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteCodeRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeCodeRuleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRuleStatusChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    testCodeRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRuleTest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSampleEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    resetCodeRuleSerial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportCodeRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRuleQuery"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (编码规则.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getMaterialPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getMaterialExtensionFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionFieldListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    previewMaterialCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodePreviewRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSampleEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeMaterialStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialStatusChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (物料数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    downloadMaterialImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (物料导入模板.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    importMaterials: {
        parameters: {
            query?: {
                updateSupport?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The filled template (.xlsx). */
        requestBody: {
            content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportTaskEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getMaterialImportTask: {
        parameters: {
            query: {
                taskId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportTaskEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    downloadMaterialImportErrors: {
        parameters: {
            query: {
                taskId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (物料导入错误报告.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getMaterialStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialRef"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialStockListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getMaterialPurchaseRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialRef"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialPurchaseRecordListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getBomPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BomPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getBomLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BomLinesRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomLineListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getBomWhereUsed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialRef"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomUsageListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportBomWhereUsed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialRef"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (BOM反查.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveBom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BomInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteBoms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    createBomVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    copyBom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BomCopyRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    setDefaultBom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    submitBom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    disableBom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportBoms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BomExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (BOM数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProjectPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectIdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeProjectStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectStatusChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (项目数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProjectDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectDocumentsRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDocumentListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProjectMaterialPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMaterialPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectMaterialPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    addProjectMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMaterialAdd"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    updateProjectMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMaterialUpdate"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteProjectMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    previewProjectBomImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BomImportRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomImportLineListEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    importProjectBom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BomImportRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomImportResultEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportProjectMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMaterialExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (项目物料.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getProjectMemberPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMemberPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectMemberPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    addProjectMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMemberAdd"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeProjectMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMemberRoleChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    removeProjectMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportProjectMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectMemberExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (项目成员.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getAllLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseLocationInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    deleteLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeLocationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationStatusChange"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    generateLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationGenerateRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationListEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationQuery"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (库位数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getInventoryPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (库存数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getStockAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockAlertsEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getLedgerPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LedgerPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LedgerExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (出入库记录.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getBatchPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getBatchDetail: {
        parameters: {
            query: {
                /** @description The id of the batch. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchDetailEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    freezeBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchFreezeRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    unfreezeBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchFreezeRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    splitBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchSplitRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    changeBatchExpiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchExpiryRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    generateBatchNo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchNoRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchNoEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportBatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (批次数据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getWarehouseDocPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseDocPageRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseDocPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getWarehouseDocDetail: {
        parameters: {
            query: {
                /** @description The id of the document. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseDocDetailEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    saveWarehouseDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseDocInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseDocEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    draftWarehouseDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseDocDraftRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseDocDraftEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getReceivableOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceivableOrderQuery"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivableOrderListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    submitWarehouseDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    auditWarehouseDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    unauditWarehouseDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocIdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    voidWarehouseDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocReasonRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    reverseWarehouseDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocReasonRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseDocEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    copyWarehouseDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocIdRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseDocEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    exportWarehouseDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseDocExportRequest"];
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description The file name, RFC 5987 encoded (仓库单据.xlsx). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    loadExecutionDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExecutionLoadRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionDocEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    executeStockIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockInRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionResultEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    executeStockOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockOutRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionResultEnvelope"] | components["schemas"]["BusinessErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getWarehouseOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OverviewRequest"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverviewEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
