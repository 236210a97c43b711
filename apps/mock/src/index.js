// @ts-check
export { DOCS_PATH, ensureDocs } from './docs.js';
export { startMockServer } from './server.js';
export { BUNDLED_SPEC_PATH, ensureBundledSpec } from './spec.js';
