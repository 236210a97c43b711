// @ts-check
// Business behaviour of memory mode that no generic kind covers, one file per module, named in the contract by
// `x-mock: { behaviour: <module>.<action> }` (beside a kind and its collection when it builds on one, e.g.
// `{ save: materials, behaviour: material.save }`). Each is a function of the request's context (memory/kinds.js)
// and of the generic kind it replaces (undefined when there is none) that changes the sandbox's collections and
// answers `{ data }`, and writes down the rule it follows where the product spec is silent.
import { authBehaviours } from './auth.js';
import { materialBehaviours } from './material.js';
import { projectBehaviours } from './project.js';
import { purchaseBehaviours } from './purchase.js';
import { roleBehaviours } from './role.js';
import { warehouseBehaviours } from './warehouse.js';
import { workflowBehaviours } from './workflow.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {import('../memory/kinds.js').MockResult} MockResult
 * @typedef {(context: MockContext, generic?: (context: MockContext, view?: (document: any) => any) => MockResult) => MockResult} Behaviour
 */

/** @type {Record<string, Behaviour>} */
export const behaviours = {
  ...authBehaviours,
  ...materialBehaviours,
  ...projectBehaviours,
  ...purchaseBehaviours,
  ...roleBehaviours,
  ...warehouseBehaviours,
  ...workflowBehaviours,
};
