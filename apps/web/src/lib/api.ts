import { type ContractCheck, createApiClient } from '@backoffice/sdk';
import { notices } from './notices';
import { scenarioFetch } from './scenario';

/** Where a 401 sends the user; `returnPath` is the page's pathname + search + hash (spec §4). */
type Navigate = (returnPath: string | undefined) => void;
let onUnauthorized: Navigate = () => {};
let contractCheck: ContractCheck | undefined;

/** The app connects the 401 rule to its router once it is up (the router imports screens that import this). */
export function handleUnauthorizedWith(navigate: Navigate): void {
  onUnauthorized = navigate;
}

if (import.meta.env.DEV) {
  // Development builds check every response against the contract; zod never reaches production.
  void import('@backoffice/sdk/contract').then(({ createContractCheck }) => {
    contractCheck = createContractCheck();
  });
}

/**
 * The one SDK client of the app: notices through the ui-kit, 401 through the router. The authorization value is
 * the sdk's browser default: `localStorage` under the spec's key (spec §1), which the login page fills.
 */
export const api = createApiClient({
  notify: notices.notify,
  onUnauthorized: (returnPath) => onUnauthorized(returnPath),
  contractCheck: (...args) => contractCheck?.(...args),
  ...(import.meta.env.DEV ? { fetch: scenarioFetch } : {}),
});
