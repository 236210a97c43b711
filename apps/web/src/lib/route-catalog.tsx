import { createContext, type ReactNode, useContext } from 'react';

/** A screen of the route table as a form can offer it (菜单管理's 路由地址). */
export interface RouteOption {
  path: string;
  label: string;
}

const RouteCatalogContext = createContext<readonly RouteOption[]>([]);

/**
 * The screens of the route table, handed down by the app shell, so a feature that lists them (菜单管理) reads
 * them without importing the route table (which imports every feature: a cycle).
 */
export function RouteCatalogProvider({
  routes,
  children,
}: {
  routes: readonly RouteOption[];
  children: ReactNode;
}) {
  return <RouteCatalogContext.Provider value={routes}>{children}</RouteCatalogContext.Provider>;
}

/** Every screen of the route table, in menu order. */
export function useRouteCatalog(): readonly RouteOption[] {
  return useContext(RouteCatalogContext);
}
