import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [
  {
    path: 'lancamentos-do-administrador',
    lazy: async () => ({ Component: (await import('../../features/admin/AdminPage.tsx')).AdminPage }),
  },
  {
    path: 'lancamentos-de-comprovantes',
    lazy: async () => {
      const [{ ProofsPage }, { AdminOnly }] = await Promise.all([
        import('../../features/admin/ProofsPage.tsx'),
        import('../../features/admin/AdminPage.tsx'),
      ]);
      return {
        Component: () => (
          <AdminOnly>
            <ProofsPage />
          </AdminOnly>
        ),
      };
    },
  },
  ...(['values', 'types'] as const).map((kind) => ({
    path: kind === 'values' ? 'lancamentos-de-valores-dominio' : 'lancamentos-de-tipos-dominio',
    lazy: async () => {
      const [{ DomainListPage }, { AdminOnly }] = await Promise.all([
        import('../../features/admin/DomainListPage.tsx'),
        import('../../features/admin/AdminPage.tsx'),
      ]);
      return {
        Component: () => (
          <AdminOnly>
            <DomainListPage kind={kind} />
          </AdminOnly>
        ),
      };
    },
  })),
];
