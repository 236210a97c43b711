import { createApiClient } from '@backoffice/sdk';
import { notify } from '@backoffice/ui-kit';

type ToLogin = (returnPath: string | undefined) => void;
let toLogin: ToLogin = () => {};

/** The router connects the 401 rule once it is mounted (it owns `navigate`). */
export function onUnauthorized(handler: ToLogin): void {
  toLogin = handler;
}

/**
 * This app's client: the token in localStorage (the sdk's browser default), notices through the ui-kit, and a
 * 401 sent to this app's own `/login?redirect=…` route (the sdk itself navigates nowhere).
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  notify,
  onUnauthorized: (returnPath) => toLogin(returnPath),
});
