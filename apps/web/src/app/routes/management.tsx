import type { RouteObject } from 'react-router';

// Management screens (spec §2): {ids} may be several batch ids joined by ';'. Keep management-paths.ts in step.
const d0 = (management: 'D0' | 'D0IATF') => async () => {
  const [{ D0Page }, { D0FinalizedGate }] = await Promise.all([
    import('../../features/management/steps/D0Page.tsx'),
    import('../D0FinalizedGate.tsx'),
  ]);
  return {
    Component: () => (
      <D0FinalizedGate>
        <D0Page management={management} />
      </D0FinalizedGate>
    ),
  };
};

const dn = async () => ({ Component: (await import('../../features/management/steps/DnPage.tsx')).DnPage });
const iatf = async () => ({
  Component: (await import('../../features/management/steps/IatfPage.tsx')).IatfPage,
});

const dg = (kind: 'DG' | 'DGRessinc') => async () => {
  const { DgPage } = await import('../../features/management/dg/DgPage.tsx');
  return { Component: () => <DgPage kind={kind} /> };
};
const dgFinal = async () => ({
  Component: (await import('../../features/management/dg/DgFinalPage.tsx')).DgFinalPage,
});
const resync = async () => ({
  Component: (await import('../../features/management/resync/ResyncPage.tsx')).ResyncPage,
});
const d0Resync = async () => ({
  Component: (await import('../../features/management/resync/D0ResyncPage.tsx')).D0ResyncPage,
});
const d0AfterResync = async () => ({
  Component: (await import('../../features/management/resync/D0ResyncPage.tsx')).D0AfterResyncPage,
});

export const managementRoutes: RouteObject[] = [
  { path: 'D0/:ids', lazy: d0('D0') },
  { path: 'D0IATF/:ids', lazy: d0('D0IATF') },
  { path: 'D0IATF/:ids/redirected/:redirected', lazy: d0('D0IATF') },
  { path: 'DN/:ids', lazy: dn },
  { path: 'IATF/:ids', lazy: iatf },
  { path: 'IATF/:ids/redirected/:redirected', lazy: iatf },
  { path: 'DG/:id', lazy: dg('DG') },
  { path: 'DGRessinc/:id', lazy: dg('DGRessinc') },
  { path: 'DGFinal/:id', lazy: dgFinal },
  { path: 'Resync/:id', lazy: resync },
  { path: 'D0Resync/:id', lazy: d0Resync },
  { path: 'D0AfterResync/:originalBatchId', lazy: d0AfterResync },
];
