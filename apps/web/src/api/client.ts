import { sessionTokenStore } from '../auth-session/session-store.ts';
import { openLocalDb } from '../local-db/open-local-db.ts';
import { createApiClient } from './http-client.ts';

/** The app's one HTTP client: base '/api', bearer token from the stored session. */
export const apiClient = createApiClient({ tokens: sessionTokenStore(openLocalDb) });

export const apiFetch = apiClient.fetch;
