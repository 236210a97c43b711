import { filledFilters, initialListParams, listParamsToSearch } from '@backoffice/ui-kit';
import { pathWith, type RouteName } from './route-paths';

/**
 * A list screen opened already filtered (a KPI card, 查看流水, a home card's 查看全部): its filters live in the URL
 * (list-pattern §2), written here exactly as the list writes them, so the list reads them back.
 */
export function listPathWith(name: RouteName, filters: Record<string, unknown>): string {
  const defaults = initialListParams();
  return pathWith(name, listParamsToSearch({ ...defaults, filters: filledFilters(filters) }, defaults));
}
