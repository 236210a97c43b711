/**
 * `@backoffice/sdk/schemas`: the contract's schemas as JSON-Schema constants (generated), for what a form or a
 * tag needs from the contract at run time — a field's `pattern`, `minLength` and `maxLength`, an enum's
 * dictionary (`x-dict`). Each is its own export: a bundler keeps only the ones used.
 */
export * from './generated/hey-api/schemas.gen';
