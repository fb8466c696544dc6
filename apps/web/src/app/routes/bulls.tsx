import type { RouteObject } from 'react-router';

// Bulls of a farm, the global bull registration (SÊMEN menu) and a bull's semen lots (spec §2).
export const bullRoutes: RouteObject[] = [
  {
    path: 'farms/:id/bulls',
    lazy: async () => ({
      Component: (await import('../../features/bulls/BullListPage.tsx')).BullListPage,
    }),
  },
  ...(['create', ':bullId', ':bullId/update'] as const).map((tail) => ({
    path: `farms/:id/bulls/${tail}`,
    lazy: async () => {
      const { BullFormPage } = await import('../../features/bulls/BullFormPage.tsx');
      const mode = tail === 'create' ? 'create' : tail === ':bullId' ? 'view' : 'edit';
      return { Component: () => <BullFormPage mode={mode} /> };
    },
  })),
  {
    path: 'bulls/create-for-all/batch/:batchId/management/:management',
    lazy: async () => ({
      Component: (await import('../../features/bulls/GlobalBullsPage.tsx')).GlobalBullsPage,
    }),
  },
  {
    path: 'partidas/:bullId/batch/:batchId/management/:management',
    lazy: async () => ({
      Component: (await import('../../features/bulls/PartidasPage.tsx')).PartidasPage,
    }),
  },
];
