import { useLocation } from 'react-router-dom';
import { type AppRoute, routeTrail } from './routes';

/** The route-table entries from the top group to the open screen. */
export function useRouteTrail(): AppRoute[] {
  return routeTrail(useLocation().pathname);
}
