import type { Fazenda } from '@gestar/domain/entities/farm';
import { type FarmContext, farmContext } from '@gestar/domain/permissions/farm-access';
import { useMemo } from 'react';
import { useRecordById, useRecordsByRelation } from '../../local-db/hooks.ts';
import { fazendaRepository, fazendaUsuarioRepository } from '../../local-db/repositories.ts';

export type FarmAccess = {
  /** undefined while loading, null when absent or deleted. */
  farm: Fazenda | null | undefined;
  /** User ids linked to the farm (live links); empty until `linksLoaded`. */
  linkedUserIds: string[];
  /** False while the links are still being read: a form must not start from the empty list meanwhile. */
  linksLoaded: boolean;
  context: FarmContext | null;
};

/** The farm, its farm-user links and the permission context built from them. */
export function useFarmAccess(farmId: string | undefined): FarmAccess {
  const farm = useRecordById(fazendaRepository, farmId);
  const links = useRecordsByRelation(fazendaUsuarioRepository, 'idFazenda', farmId);
  return useMemo(() => {
    const live = (links ?? []).filter((link) => !link.isDeleted);
    return {
      farm,
      linkedUserIds: live.map((link) => link.idUsuario),
      linksLoaded: links !== undefined,
      context: farm ? farmContext(farm, live) : null,
    };
  }, [farm, links]);
}
