import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** What the permission-aware components read: the current user's operation codes and the check over them. */
export interface Permissions {
  codes: readonly string[];
  /** Whether the user holds `code`; no code means nothing is required. */
  can: (code?: string) => boolean;
}

const permissionsOf = (codes: readonly string[]): Permissions => {
  const held = new Set(codes);
  return { codes, can: (code) => code === undefined || held.has(code) };
};

// Outside a provider nobody holds anything: a gated element is denied, never open by accident.
const PermissionContext = createContext<Permissions>(permissionsOf([]));

/**
 * The one source of the current user's operation codes (spec §6) for every permission-aware component below:
 * columns, buttons, switches, exports. The app feeds it (from its operation-permission call for the page URL);
 * the ui-kit never reads the app's state. Render it only once the codes are known, so nothing gated is ever
 * drawn with the wrong codes.
 */
export function PermissionProvider({ codes, children }: { codes: readonly string[]; children: ReactNode }) {
  const value = useMemo(() => permissionsOf(codes), [codes]);
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}

/** The current user's codes and `can(code)`. */
export function usePermissions(): Permissions {
  return useContext(PermissionContext);
}

/** The operation codes of the current user. */
export function usePermissionCodes(): readonly string[] {
  return useContext(PermissionContext).codes;
}

/** Why a gated element is disabled when the user lacks its operation code (spec §6). */
export const noPermission = (code: string) => `没有权限（${code}）`;

/**
 * Whether a gated element is usable, and if not, why: the missing code first, then the caller's own reason
 * (a built-in record, the logged-in user …).
 */
export function useGate(code?: string, disabledReason?: string): { allowed: boolean; reason?: string } {
  const { can } = usePermissions();
  if (code !== undefined && !can(code)) return { allowed: false, reason: noPermission(code) };
  if (disabledReason) return { allowed: false, reason: disabledReason };
  return { allowed: true };
}
