import { newId } from '@gestar/domain/entities/common';
import type { PushRequest } from '@gestar/domain/entities/sync';
import { OfflineError } from '../../api/errors.ts';
import { createApiClient, type TokenPair } from '../../api/http-client.ts';
import { httpSyncTransport, type SyncTransport } from '../../api/sync-calls.ts';
import { GestarDb } from '../../local-db/database.ts';
import { createObservableValue } from '../../local-db/observable-value.ts';
import { createSyncEngine } from '../engine.ts';
import { initialSyncState } from '../sync-state.ts';

export type ServerDeviceOptions = {
  baseUrl: string;
  userId: string;
  /** A fresh login of the user (each device holds its own tokens). */
  login: () => Promise<{ token: string; refreshToken: string }>;
  pageSize?: number;
  /** Local databases made here, for the test to delete afterwards. */
  made?: GestarDb[];
  /** An app from before `omitNulls`: its pulls do not ask for pages without nulls. */
  withNulls?: boolean;
};

/**
 * A phone of one signed-in user for tests of the real sync engine against a real server (fake-indexeddb must be
 * loaded by the test): its own local database, tokens from a real login, the HTTP transport, and a network whose
 * Queue answers can be lost after the server applied the call (`network.lose`), as a dropped connection does.
 */
export async function serverDevice({
  baseUrl,
  userId,
  login,
  pageSize,
  made,
  withNulls,
}: ServerDeviceOptions) {
  const db = new GestarDb(`device-${newId()}`);
  made?.push(db);
  const signedIn = await login();
  let tokens: TokenPair | null = { token: signedIn.token, refreshToken: signedIn.refreshToken };
  const api = createApiClient({
    baseUrl: `${baseUrl}/api`,
    tokens: {
      get: () => tokens,
      set: (pair) => {
        tokens = pair;
      },
      end: () => {
        tokens = null;
      },
    },
  });
  const http = httpSyncTransport(api, pageSize ? { pageSize } : {});
  /** `lose`: Queue answers are lost after the server applied the call. `calls`: each Queue call sent. */
  const network = { lose: false, calls: [] as { pushSeq: number | undefined; ids: string[] }[] };
  const transport: SyncTransport = {
    ...http,
    halfSync: withNulls
      ? ({ omitNulls: _asked, ...request }) => http.halfSync(request)
      : (request) => http.halfSync(request),
    queue: async (request: PushRequest) => {
      network.calls.push({
        pushSeq: request.pushSeq,
        ids: request.contents.map((item) => String((item.json as { id?: unknown }).id)),
      });
      const answer = await http.queue(request);
      if (network.lose) throw new OfflineError('timeout');
      return answer;
    },
  };
  const engine = createSyncEngine({
    db,
    transport,
    isOnline: () => true,
    currentUserId: () => userId,
    state: createObservableValue(initialSyncState(true)),
  });
  return { db, engine, network };
}
