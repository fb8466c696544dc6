import type { RouteObject } from 'react-router';

// Spec §2 routes whose screens are not built yet. They open 'Tela em construção' (a way back, a way home) rather
// than the unknown-path redirect, so a link to them never silently lands on home. Remove a path here when its
// screen arrives.
// (Empty since the import screen arrived; kept for the next screen announced before it is built.)
export const UNDER_CONSTRUCTION_PATHS: readonly string[] = [];

export const underConstructionRoutes: RouteObject[] = UNDER_CONSTRUCTION_PATHS.map((path) => ({
  path,
  lazy: async () => ({
    Component: (await import('../UnderConstructionPage.tsx')).UnderConstructionPage,
  }),
}));
