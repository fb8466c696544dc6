import type { RouteObject } from 'react-router';

// Help and support: the training videos and the device-data panel the support team asks for.
export const helpRoutes: RouteObject[] = [
  {
    path: 'debug',
    lazy: async () => ({ Component: (await import('../../features/debug/DebugPage.tsx')).DebugPage }),
  },
  {
    path: 'treinamentos',
    lazy: async () => ({
      Component: (await import('../../features/training/TrainingPage.tsx')).TrainingPage,
    }),
  },
];
