/** The hash query parameter holding the project of 项目物料管理 / 项目团队管理 (spec §2 gives no route parameter). */
export const PROJECT_PARAM = 'projectId';

/** Where the project a user chose last is remembered (per user, across sessions). */
export const rememberedProjectKey = (userId: string) => `backoffice.project.last.${userId}`;
