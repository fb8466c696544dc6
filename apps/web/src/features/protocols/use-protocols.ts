import { type ProtocolRow, protocolRows } from '@gestar/domain/rules/protocol-record';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { loteRepository, protocoloRepository } from '../../local-db/repositories.ts';
import { useDomainLookup, useDomainValues } from '../../local-db/use-domain-options.ts';

/** Protocols and the batches using them, live from the device database. */
function useProtocolsAndUses() {
  return useLiveQuery(async () => {
    const [protocols, batches] = await Promise.all([protocoloRepository.get(), loteRepository.get()]);
    return { protocols, batches };
  }, []);
}

/** Rows of the protocol list the session user may see (undefined while loading). */
export function useProtocolRows(): ProtocolRow[] | undefined {
  const user = useSessionUser();
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const data = useProtocolsAndUses();
  return useMemo(
    () =>
      data && values !== undefined && user
        ? protocolRows(data.protocols, data.batches, user, lookup)
        : undefined,
    [data, values, user, lookup],
  );
}

/** One protocol with its permission row; null when absent, deleted or not visible to the user. */
export function useProtocol(id: string | undefined) {
  const user = useSessionUser();
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const data = useProtocolsAndUses();
  return useMemo(() => {
    if (!data || values === undefined || !user) return undefined;
    const protocol = data.protocols.find((candidate) => candidate.id === id && !candidate.isDeleted);
    const row = protocolRows(protocol ? [protocol] : [], data.batches, user, lookup)[0];
    return protocol && row ? { protocol, row } : null;
  }, [data, values, user, lookup, id]);
}
