/**
 * Follows redirects like a browser across the platform and the provider, keeping cookies by name and path
 * (a browser does not tell ports apart: both run on 127.0.0.1). Stops at the platform's login page.
 */
export class BrowserLikeClient {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  /** Every URL requested, in order (the callback among them). */
  readonly visited: string[] = [];

  cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /** The raw value of a cookie the browser holds (a test copies the flow cookie to replay a callback). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  setCookie(name: string, value: string, path: string): void {
    this.cookies.set(name, { value, path });
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const path = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const gone = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || /^expires=thu, 01 jan 1970/i.test(attribute));
      if (gone || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  /** GETs `start` and follows every redirect until the platform's /login page; answers that URL. */
  async navigate(start: string, stopAt: string): Promise<URL> {
    let url = new URL(start);
    for (let hop = 0; hop < 20; hop += 1) {
      this.visited.push(url.href);
      if (url.origin === new URL(stopAt).origin && url.pathname === '/login') return url;
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: this.cookieHeader(url) } });
      this.keep(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`${url.href} answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
      }
      url = new URL(location, url);
    }
    throw new Error(`too many redirects from ${start}`);
  }

  /** A JSON POST with the cookies this browser holds for the URL (the login page redeeming its ticket). */
  async postJson(target: string, body: unknown): Promise<Record<string, unknown>> {
    const url = new URL(target);
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie: this.cookieHeader(url) }, body: JSON.stringify(body) });
    this.keep(response);
    return (await response.json()) as Record<string, unknown>;
  }
}
