/**
 * What a browser does in a sign-in through the test provider, over plain HTTP: follows redirects, keeps each
 * host's cookies, and submits the provider's own login and consent forms. It stops at the first answer of the
 * Gestar server that is not a redirect into the provider, and returns where it was sent.
 */
export type SignInResult = { status: number; location: string | null; cookies: Map<string, string> };

type Jar = Map<string, Map<string, string>>;

function store(jar: Jar, url: URL, response: Response): void {
  const cookies = jar.get(url.host) ?? new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...rest] = (pair ?? '').split('=');
    if (!name) continue;
    const value = rest.join('=');
    if (value === '' || /max-age=0/i.test(header)) cookies.delete(name.trim());
    else cookies.set(name.trim(), value);
  }
  jar.set(url.host, cookies);
}

function cookieHeader(jar: Jar, url: URL): string {
  return [...(jar.get(url.host) ?? new Map()).entries()].map(([key, value]) => `${key}=${value}`).join('; ');
}

export async function signInAtProvider(
  startUrl: string,
  login: string,
  options: { gestarOrigin: string; abort?: boolean; jar?: Jar; stopAtPath?: string },
): Promise<SignInResult & { jar: Jar }> {
  const jar: Jar = options.jar ?? new Map();
  let url = new URL(startUrl);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(jar, url),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    store(jar, url, response);
    method = 'GET';
    body = undefined;
    const location = response.headers.get('location');
    const isGestar = url.origin === options.gestarOrigin;
    if (location && response.status >= 300 && response.status < 400) {
      const next = new URL(location, url);
      if (options.stopAtPath && next.pathname === options.stopAtPath) {
        return { status: response.status, location: next.href, cookies: jar.get(url.host) ?? new Map(), jar };
      }
      // A redirect of Gestar's back to its own pages ends the sign-in.
      if (isGestar && next.origin === options.gestarOrigin && !next.pathname.startsWith('/api/')) {
        return { status: response.status, location, cookies: jar.get(url.host) ?? new Map(), jar };
      }
      url = next;
      continue;
    }
    if (isGestar) return { status: response.status, location, cookies: jar.get(url.host) ?? new Map(), jar };
    const html = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!prompt || response.status !== 200)
      throw new Error(`Unexpected provider page ${url} (${response.status})`);
    if (options.abort) {
      url = new URL(`${url.pathname}/abort`, url);
      continue;
    }
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('Too many redirects in the sign-in');
}
