import type { AppRoute } from './routes';

const CHINESE = /\p{Script=Han}/u;

/**
 * What every entry of the route table must be for the menu, the router, the breadcrumbs and the journeys that
 * derive their screens from it (a11y, column fit, the development sweep), one line per problem: a route added to
 * the table is checked by `routes.test.ts` without touching it.
 *
 * - spec §2: menu labels are Chinese; every screen loads lazily (its own chunk name); a group opens its first
 *   screen (its redirect).
 * - Every path is one of `paths` (lib/route-paths' PATHS, by which everything else links to a screen), once, and
 *   every one of `paths` has its entry.
 * - A child's path lies under its group's; the top entries carry a menu icon; no two siblings share a label.
 */
export function routeProblems(routes: readonly AppRoute[], paths: readonly string[]): string[] {
  const problems: string[] = [];
  const seenPaths = new Map<string, number>();
  const seenChunks = new Map<string, string>();
  const visit = (entries: readonly AppRoute[], parent?: AppRoute) => {
    const labels = new Set<string>();
    for (const route of entries) {
      const at = `${route.path || '(no path)'}`;
      seenPaths.set(route.path, (seenPaths.get(route.path) ?? 0) + 1);
      if (!paths.includes(route.path)) problems.push(`${at}: not a path of PATHS`);
      if (!CHINESE.test(route.label)) problems.push(`${at}: no Chinese menu label ("${route.label}")`);
      else if (labels.has(route.label)) problems.push(`${at}: its label ${route.label} is a sibling's too`);
      labels.add(route.label);
      if (parent && !route.path.startsWith(`${parent.path}/`))
        problems.push(`${at}: not under its group ${parent.path}`);
      if (!parent && !route.icon) problems.push(`${at}: a top entry without a menu icon`);
      if (route.children) {
        const first = route.children[0];
        if (!first) problems.push(`${at}: a group without screens`);
        else if (route.redirect !== first.path)
          problems.push(`${at}: a group must open its first screen ${first.path}, not ${route.redirect}`);
        if (route.screen) problems.push(`${at}: a group has no screen of its own`);
        visit(route.children, route);
        continue;
      }
      if (route.redirect) problems.push(`${at}: a screen that redirects`);
      if (route.groupOnly) problems.push(`${at}: groupOnly without children`);
      if (!route.screen?.name || typeof route.screen.load !== 'function') {
        problems.push(`${at}: no lazy screen`);
        continue;
      }
      const other = seenChunks.get(route.screen.name);
      if (other) problems.push(`${at}: chunk name ${route.screen.name} is ${other}'s too`);
      seenChunks.set(route.screen.name, route.path);
    }
  };
  visit(routes);
  for (const [path, count] of seenPaths) if (count > 1) problems.push(`${path}: ${count} entries`);
  for (const path of paths) if (!seenPaths.has(path)) problems.push(`${path}: in PATHS without an entry`);
  return problems;
}
