import type { RouteObject } from 'react-router';

// Management screens (spec §2): {ids} may be several batch ids joined by ';'. Keep management-paths.ts in step.
const d0 = (management: 'D0' | 'D0IATF') => async () => {
  const { D0Page } = await import('../../features/management/steps/D0Page.tsx');
  return { Component: () => <D0Page management={management} /> };
};

const dn = async () => ({ Component: (await import('../../features/management/steps/DnPage.tsx')).DnPage });
const iatf = async () => ({
  Component: (await import('../../features/management/steps/IatfPage.tsx')).IatfPage,
});

export const managementRoutes: RouteObject[] = [
  { path: 'D0/:ids', lazy: d0('D0') },
  { path: 'D0IATF/:ids', lazy: d0('D0IATF') },
  { path: 'D0IATF/:ids/redirected/:redirected', lazy: d0('D0IATF') },
  { path: 'DN/:ids', lazy: dn },
  { path: 'IATF/:ids', lazy: iatf },
  { path: 'IATF/:ids/redirected/:redirected', lazy: iatf },
];
