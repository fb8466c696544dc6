import type { RouteObject } from 'react-router';

export const trainingRoutes: RouteObject[] = [
  {
    path: 'treinamentos',
    lazy: async () => ({
      Component: (await import('../../features/training/TrainingPage.tsx')).TrainingPage,
    }),
  },
];
