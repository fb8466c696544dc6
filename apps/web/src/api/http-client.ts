import { currentLocale } from '@gestar/domain/i18n/current-locale';
import { WRONG_PASSWORD } from '@gestar/domain/messages/auth';
import type { z } from 'zod';
import { ApiError, OfflineError, PasswordChangedError, SessionExpiredError } from './errors.ts';

/** Spec §9 time-outs. */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const REFRESH_TIMEOUT_MS = 15_000;
export const SYNC_TIMEOUT_MS = 300_000;

export type TokenPair = { token: string; refreshToken: string };

export type SessionEndReason = 'expired' | 'password-changed';

/** Where the client reads and renews the bearer token; the app backs it with the `session` table. */
export type TokenStore = {
  get: () => TokenPair | null | Promise<TokenPair | null>;
  set: (pair: TokenPair) => void | Promise<void>;
  /** The session cannot continue: forget the tokens and tell the UI why. */
  end: (reason: SessionEndReason) => void | Promise<void>;
};

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  timeoutMs?: number;
  /** false for the calls made before a session exists (login, password recovery, terms text). */
  auth?: boolean;
  /** With `auth: false`: a token to send as is, never refreshed (terms accepted with a login's token). */
  bearer?: string;
  signal?: AbortSignal;
  responseType?: 'json' | 'text' | 'blob';
  /** With `responseType: 'blob'`: told the bytes received so far while a download streams in. */
  onProgress?: (received: number) => void;
  /** Parses the JSON answer; without it the answer is returned as the caller's declared type, unchecked. */
  schema?: z.ZodType<T>;
};

export type ApiClientOptions = {
  /** '/api' in the browser; tests point it at a real local server. */
  baseUrl?: string;
  tokens: TokenStore;
  isOnline?: () => boolean;
};

export type ApiClient = {
  fetch: <T = unknown>(path: string, request?: ApiRequest<T>) => Promise<T>;
};

type RawResponse = { status: number; ok: boolean; body: unknown };

const refreshAnswerKeys = ['token', 'refreshToken'] as const;

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The server's own explanation, in the language asked for (`title` or `mensagem`, spec §7 generic responses). */
export function titleOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['title', 'mensagem']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function buildUrl(baseUrl: string, path: string, query: ApiRequest<unknown>['query']): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** A download read chunk by chunk, so the screen can show how much has arrived. */
async function readBlob(response: Response, onProgress: (received: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type });
}

async function readBody(
  response: Response,
  responseType: ApiRequest<unknown>['responseType'],
  onProgress?: (received: number) => void,
): Promise<unknown> {
  if (response.ok && responseType === 'blob')
    return onProgress ? readBlob(response, onProgress) : response.blob();
  const text = await response.text();
  if (response.ok && responseType === 'text') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return refreshAnswerKeys.every((key) => typeof record[key] === 'string' && record[key] !== '');
}

/**
 * The one HTTP client (ARCHITECTURE.md §2: only `api/` calls fetch). JSON in and out, bearer token, time-outs
 * reported as `OfflineError('timeout')`, and on 401 one token refresh shared by every request that hit the
 * 401 at the same time, then one retry.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const isOnline = options.isOnline ?? browserIsOnline;
  const store = options.tokens;
  let refreshing: Promise<TokenPair> | null = null;

  async function send(
    path: string,
    request: ApiRequest<unknown>,
    timeoutMs: number,
    token: string | undefined,
  ): Promise<RawResponse> {
    if (!isOnline()) throw new OfflineError('offline');
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    // The server answers (titles, refusals, files) in the language the person reads here.
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': currentLocale(),
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await fetch(buildUrl(baseUrl, path, request.query), {
        method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
      // The body is read under the same signal, so a server that stalls mid-answer also times out.
      const body = await readBody(response, request.responseType, request.onProgress);
      return { status: response.status, ok: response.ok, body };
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (timeout.aborted) throw new OfflineError('timeout', { cause: error });
      throw new OfflineError('network', { cause: error });
    }
  }

  async function refreshWith(refreshToken: string): Promise<TokenPair> {
    const answer = await send(
      '/Authentication/RefreshToken',
      { method: 'POST', body: { refreshToken } },
      REFRESH_TIMEOUT_MS,
      undefined,
    );
    if (answer.ok && isTokenPair(answer.body)) {
      const pair = { token: answer.body.token, refreshToken: answer.body.refreshToken };
      await store.set(pair);
      return pair;
    }
    const title = titleOf(answer.body);
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      // Spec §8: 'Senha incorreta!' when the password changed elsewhere, read now in the language the request
      // asked the server for (Accept-Language).
      if (title === WRONG_PASSWORD()) {
        await store.end('password-changed');
        throw new PasswordChangedError();
      }
      await store.end('expired');
      throw new SessionExpiredError();
    }
    throw new ApiError(answer.status, title, answer.body);
  }

  /** New tokens after `usedToken` got a 401; concurrent callers share one refresh call. */
  async function renewAfter(usedToken: string): Promise<TokenPair> {
    const current = await store.get();
    if (!current) throw new SessionExpiredError();
    // Another request already renewed the pair while this one was in flight.
    if (current.token !== usedToken) return current;
    if (!refreshing) {
      refreshing = refreshWith(current.refreshToken).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function apiFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
    const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const needsAuth = request.auth ?? true;
    let answer: RawResponse;
    if (needsAuth) {
      const tokens = await store.get();
      if (!tokens) throw new SessionExpiredError();
      answer = await send(path, request, timeoutMs, tokens.token);
      if (answer.status === 401) {
        const renewed = await renewAfter(tokens.token);
        answer = await send(path, request, timeoutMs, renewed.token);
        if (answer.status === 401) {
          await store.end('expired');
          throw new SessionExpiredError();
        }
      }
    } else {
      answer = await send(path, request, timeoutMs, request.bearer);
    }
    if (!answer.ok) throw new ApiError(answer.status, titleOf(answer.body), answer.body);
    if (request.schema) return request.schema.parse(answer.body);
    return answer.body as T;
  }

  return { fetch: apiFetch };
}
