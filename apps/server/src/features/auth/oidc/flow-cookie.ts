import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * One sign-in in progress, kept in the browser between the redirect to the provider and its return: the
 * checks (state, nonce, PKCE verifier) and the page to open after it. Signed, so nobody can forge one, and
 * bound to this browser, so a return carrying someone else's code (login CSRF) finds no matching state here.
 */
export type SignInFlow = { state: string; nonce: string; verifier: string; from: string };

export const FLOW_COOKIE = 'gestar_oidc';
/** Long enough for a person to type a password and a second factor at the provider. */
export const FLOW_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'gestar-oidc-flow';

export type FlowCookies = {
  seal: (flow: SignInFlow) => Promise<string>;
  open: (value: string | undefined) => Promise<SignInFlow | undefined>;
};

export function createFlowCookies(jwtSecret: string): FlowCookies {
  // Its own key, so a flow cookie can never pass for an access token or the other way round.
  const key = new Uint8Array(createHmac('sha256', jwtSecret).update('gestar-oidc-flow').digest());
  return {
    seal: (flow) =>
      new SignJWT({ ...flow })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
        .sign(key),
    open: async (value) => {
      if (!value || value.length > 4096) return undefined;
      try {
        const { payload } = await jwtVerify(value, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        const { state, nonce, verifier, from } = payload;
        if ([state, nonce, verifier, from].some((field) => typeof field !== 'string')) return undefined;
        return { state, nonce, verifier, from } as SignInFlow;
      } catch {
        return undefined;
      }
    },
  };
}

/** The value of one cookie in a request's Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Only the flow's own two paths see it; Lax lets it come back on the provider's top-level redirect. */
export function flowCookieHeader(value: string, secure: boolean, maxAge = FLOW_TTL_SECONDS): string {
  return [
    `${FLOW_COOKIE}=${value}`,
    'Path=/api/auth/oidc',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
