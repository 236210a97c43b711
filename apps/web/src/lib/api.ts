import { type ContractCheck, createApiClient } from '@backoffice/sdk';
import { fetchWithCallsAhead, NO_OPENING, watchOpening } from './calls-ahead';
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

/** The visit's opening, in which the calls sent ahead at start are taken (calls-ahead.ts). */
export const visitOpening = typeof window === 'undefined' ? NO_OPENING : watchOpening(window, location.hash);

/**
 * The one SDK client of the app: notices through the ui-kit, 401 through the router, and the calls sent ahead at
 * a deep link's start (calls-ahead.ts). The authorization value is the sdk's browser default: `localStorage` under
 * the spec's key (spec §1), which the login page fills.
 */
export const api = createApiClient({
  notify: notices.notify,
  onUnauthorized: (returnPath) => onUnauthorized(returnPath),
  contractCheck: (...args) => contractCheck?.(...args),
  fetch: fetchWithCallsAhead(
    () => (import.meta.env.DEV ? scenarioFetch : (url, init) => fetch(url, init)),
    visitOpening,
  ),
});
