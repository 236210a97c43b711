/** Whether one form on screen holds input nobody has saved. Read when asked, so it always sees the latest input. */
export type UnsavedInputCheck = () => boolean;

const checks = new Set<UnsavedInputCheck>();

// A reload or a closed tab asks the browser's own question (离开此网站？) while any form holds input.
function leave(event: BeforeUnloadEvent) {
  if (hasUnsavedInput()) event.preventDefault();
}

/**
 * Counts a form on screen among those whose input a reload, a closed tab or a route change would lose: the app's
 * navigation guard and the browser's beforeunload ask while `check` says it holds input. Returns the unregister.
 */
export function registerUnsavedInput(check: UnsavedInputCheck): () => void {
  if (checks.size === 0) window.addEventListener('beforeunload', leave);
  checks.add(check);
  return () => {
    checks.delete(check);
    if (checks.size === 0) window.removeEventListener('beforeunload', leave);
  };
}

/** Whether any form on screen holds unsaved input: a navigation away now should ask first. */
export function hasUnsavedInput(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}
