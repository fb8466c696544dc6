import type { RouteObject } from 'react-router';

// Farms, retiros and batches (children of the authenticated shell). The farm and retiro pages get the batch
// list as a slot: features never import each other, app/ composes them.
export const registrationRoutes: RouteObject[] = [
  {
    path: 'farms/create',
    lazy: async () => ({
      Component: (await import('../../features/farms/FarmFormPage.tsx')).FarmFormPage,
    }),
  },
  {
    path: 'farms/estacaodemonta',
    lazy: async () => ({
      Component: (await import('../../features/farms/SeasonStartPage.tsx')).SeasonStartPage,
    }),
  },
  {
    path: 'farms/:id',
    lazy: async () => {
      const [{ FarmPage }, { BatchList }, { ExportMenu }] = await Promise.all([
        import('../../features/farms/FarmPage.tsx'),
        import('../../features/batches/BatchList.tsx'),
        import('../../features/exports/ExportMenu.tsx'),
      ]);
      const Exports = ({ farmId, farmName }: { farmId: string; farmName: string }) => (
        <ExportMenu scope="Fazenda" id={farmId} name={farmName} />
      );
      return { Component: () => <FarmPage Batches={BatchList} showMerge Exports={Exports} /> };
    },
  },
  {
    path: 'farms/:id/update',
    lazy: async () => ({
      Component: (await import('../../features/farms/FarmFormPage.tsx')).FarmFormPage,
    }),
  },
  {
    path: 'farms/:farmId/corrals/create',
    lazy: async () => ({
      Component: (await import('../../features/corrals/CorralFormPage.tsx')).CorralFormPage,
    }),
  },
  {
    path: 'farms/:farmId/corrals/:id',
    lazy: async () => {
      const [{ CorralPage }, { BatchList }] = await Promise.all([
        import('../../features/corrals/CorralPage.tsx'),
        import('../../features/batches/BatchList.tsx'),
      ]);
      return { Component: () => <CorralPage Batches={BatchList} showMerge /> };
    },
  },
  {
    path: 'farms/:farmId/corrals/:id/update',
    lazy: async () => ({
      Component: (await import('../../features/corrals/CorralFormPage.tsx')).CorralFormPage,
    }),
  },
  {
    path: 'farms/:farmId/corrals/:corralId/mergeBatches',
    lazy: async () => ({
      Component: (await import('../../features/batches/MergeBatchesPage.tsx')).MergeBatchesPage,
    }),
  },
  ...(['create', ':id/update'] as const).map((tail) => ({
    path: `farms/:farmId/corrals/:corralId/batches/${tail}`,
    lazy: async () => {
      const { BatchFormPage } = await import('../../features/batches/BatchFormPage.tsx');
      const mode = tail === 'create' ? 'create' : 'edit';
      return { Component: () => <BatchFormPage mode={mode} /> };
    },
  })),
  {
    // Spec §2 'Batch cow listing' (the batch's cows, Incluir Matriz); the batch's fields are on /update.
    path: 'farms/:farmId/corrals/:corralId/batches/:id',
    lazy: async () => {
      const [{ BatchCowListPage }, { ReservationButtons }] = await Promise.all([
        import('../../features/management/listing/BatchCowListPage.tsx'),
        import('../../features/batches/ReservationButtons.tsx'),
      ]);
      return { Component: () => <BatchCowListPage BatchActions={ReservationButtons} /> };
    },
  },
];
