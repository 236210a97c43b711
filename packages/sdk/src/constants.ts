/**
 * `@backoffice/sdk/constants`: every constant of the product specification (`product-spec.md` §1–§9), named as the
 * spec names them, in one import: the ones a screen uses (`./screen-constants.ts`: notices, tables, polling,
 * caching, trees, file types) and the ones the client applies itself (`./spec-constants.ts`, which the entry
 * exports too). The ui-kit and the web app import them from here.
 */
export * from './screen-constants';
export * from './spec-constants';
