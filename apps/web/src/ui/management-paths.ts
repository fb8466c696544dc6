import type { ManagementRoute } from '@gestar/domain/rules/next-management';

/** Management screens that exist; a batch whose next management is another shows it as 'Disponível em breve'. */
export const BUILT_MANAGEMENT_ROUTES: ReadonlySet<ManagementRoute> = new Set([
  'D0',
  'DN',
  'IATF',
  'DG',
  'DGRessinc',
  'DGFinal',
  'D0Resync',
  'D0IATF',
]);
