import { createContext, type ReactNode, useContext } from 'react';

const PermissionContext = createContext<readonly string[]>([]);

/**
 * Gives the operation codes of the current user (spec §6) to every permission-aware component below. The app
 * fills it from its own store; the ui-kit never reads the app's state.
 */
export function PermissionProvider({ codes, children }: { codes: readonly string[]; children: ReactNode }) {
  return <PermissionContext.Provider value={codes}>{children}</PermissionContext.Provider>;
}

/** The operation codes of the current user. */
export function usePermissionCodes(): readonly string[] {
  return useContext(PermissionContext);
}
