import type { RouteObject } from 'react-router';

// Spec §2: /importar-dados, opened from a batch with {batchId, farmName, farmId} as router state.
export const importRoutes: RouteObject[] = [
  {
    path: 'importar-dados',
    lazy: async () => ({
      Component: (await import('../../features/imports/ImportPage.tsx')).ImportPage,
    }),
  },
];
