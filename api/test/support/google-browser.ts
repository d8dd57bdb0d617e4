// A browser's part of Google sign-in, over HTTP: it starts at the API, signs in
// on the provider's login page, and brings the answer back to the API's callback.
// Each origin keeps its own cookies, as a browser does.

type Jar = Map<string, string>;

function remember(jar: Jar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

export type GoogleBrowser = {
  /** Cookies the API set (the state cookie). */
  apiCookies: Jar;
  /** `GET /auth/google`: answers where the API sent the browser. */
  start: () => Promise<{ status: number; location: string | null }>;
  /** Signs in on the provider with this login and answers the callback URL it sends back. */
  signInAtProvider: (authorizationUrl: string, login: string) => Promise<URL>;
  /** Brings a callback URL's query to the API; answers where the API sends the browser. */
  callback: (callbackUrl: URL, cookies?: Jar) => Promise<string>;
  /** All of it: start, sign in, callback. */
  signIn: (login: string) => Promise<string>;
};

export function googleBrowser(apiUrl: string): GoogleBrowser {
  const apiCookies: Jar = new Map();
  const providerCookies: Jar = new Map();

  const providerStep = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), Cookie: cookieHeader(providerCookies) },
    });
    remember(providerCookies, response);
    return response;
  };

  const browser: GoogleBrowser = {
    apiCookies,
    async start() {
      const response = await fetch(`${apiUrl}/auth/google`, { redirect: 'manual' });
      remember(apiCookies, response);
      return { status: response.status, location: response.headers.get('location') };
    },

    async signInAtProvider(authorizationUrl, login) {
      let response = await providerStep(authorizationUrl);
      let location = new URL(response.headers.get('location') ?? '', authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (location.pathname.endsWith('/auth/google/callback')) return location;
        if (location.pathname.startsWith('/interaction/')) {
          // The provider's login form: any login, any password.
          response = await providerStep(location.href, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
          });
        } else {
          response = await providerStep(location.href);
        }
        const next = response.headers.get('location');
        if (!next) throw new Error(`The provider stopped at ${location.href} (${response.status})`);
        location = new URL(next, location);
      }
      throw new Error('The provider never sent the browser back');
    },

    async callback(callbackUrl, cookies = apiCookies) {
      const response = await fetch(`${apiUrl}${callbackUrl.pathname}${callbackUrl.search}`, {
        redirect: 'manual',
        headers: { Cookie: cookieHeader(cookies) },
      });
      remember(apiCookies, response);
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) {
        throw new Error(`The callback answered ${response.status}: ${await response.text()}`);
      }
      return location;
    },

    async signIn(login) {
      const started = await browser.start();
      if (!started.location) throw new Error(`/auth/google answered ${started.status}`);
      return browser.callback(await browser.signInAtProvider(started.location, login));
    },
  };
  return browser;
}
