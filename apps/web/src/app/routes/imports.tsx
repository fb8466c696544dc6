import type { RouteObject } from 'react-router';

// Spec §2: /importar-dados, opened from a batch with {batchId, farmName, farmId} as router state.
export const importRoutes: RouteObject[] = [
  {
    path: 'importar-dados',
    lazy: async () => ({
      Component: (await import('../../features/imports/ImportPage.tsx')).ImportPage,
    }),
  },
  {
    // A farm's own workbook fills several of the farm's batches at once, so it hangs from the farm.
    path: 'farms/:id/importar-planilha',
    lazy: async () => ({
      Component: (await import('../../features/imports/own-sheet/OwnSheetPage.tsx')).OwnSheetPage,
    }),
  },
];
