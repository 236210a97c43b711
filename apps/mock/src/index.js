// @ts-check
export { startMockServer } from './server.js';
export { BUNDLED_SPEC_PATH, ensureBundledSpec } from './spec.js';
