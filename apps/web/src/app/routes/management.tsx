import type { RouteObject } from 'react-router';

// Management screens (spec §2): {ids} may be several batch ids joined by ';'.
const d0 = (management: 'D0' | 'D0IATF') => async () => {
  const { D0Page } = await import('../../features/management/steps/D0Page.tsx');
  return { Component: () => <D0Page management={management} /> };
};

export const managementRoutes: RouteObject[] = [
  { path: 'D0/:ids', lazy: d0('D0') },
  { path: 'D0IATF/:ids', lazy: d0('D0IATF') },
  { path: 'D0IATF/:ids/redirected/:redirected', lazy: d0('D0IATF') },
];
