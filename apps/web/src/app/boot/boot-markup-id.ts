/** The id of the prerendered login page in index.html (`scripts/prerender-login.mjs`). */
export const BOOT_MARKUP_ID = 'boot';
