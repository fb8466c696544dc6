import { sessionTokenStore } from '../auth-session/session-store.ts';
import { localDb } from '../local-db/database.ts';
import { createApiClient } from './http-client.ts';

/** The app's one HTTP client: base '/api', bearer token from the stored session. */
export const apiClient = createApiClient({ tokens: sessionTokenStore(localDb) });

export const apiFetch = apiClient.fetch;
