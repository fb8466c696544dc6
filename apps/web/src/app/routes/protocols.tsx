import type { RouteObject } from 'react-router';

// Hormone protocols (spec §2): list, create, read-only view, update (children of the authenticated shell).
export const protocolRoutes: RouteObject[] = [
  {
    path: 'protocols',
    lazy: async () => ({
      Component: (await import('../../features/protocols/ProtocolListPage.tsx')).ProtocolListPage,
    }),
  },
  ...(['create', ':id', ':id/update'] as const).map((tail) => ({
    path: `protocols/${tail}`,
    lazy: async () => {
      const { ProtocolFormPage } = await import('../../features/protocols/ProtocolFormPage.tsx');
      const mode = tail === 'create' ? 'create' : tail === ':id' ? 'view' : 'edit';
      return { Component: () => <ProtocolFormPage mode={mode} /> };
    },
  })),
];
