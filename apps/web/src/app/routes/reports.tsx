import type { RouteObject } from 'react-router';

const report = async () => ({
  Component: (await import('../../features/reports/ReportPage.tsx')).ReportPage,
});

// Spec §2: 'report' and 'new-report' of a farm, a retiro and a batch open the same live report (DECISIONS).
export const reportRoutes: RouteObject[] = [
  'farms/:farmId',
  'farms/:farmId/corrals/:corralId',
  'farms/:farmId/corrals/:corralId/batches/:batchId',
].flatMap((base) => ['report', 'new-report'].map((tail) => ({ path: `${base}/${tail}`, lazy: report })));
