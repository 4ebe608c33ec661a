/**
 * The part of autocannon 8 (which ships no types) the load benchmark uses: several target URLs, requests
 * rebuilt per send by `setupRequest`, and the answer handed to `onResponse`.
 */
declare module 'autocannon' {
  namespace autocannon {
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface Request extends RequestParams {
      /** Called before every send of this request; what it answers is sent. */
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
    }

    interface Options {
      /** With several, connection i goes to url[i % url.length]. */
      url: string | string[];
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      requests?: Request[];
    }

    /** A histogram summary; latency values are milliseconds, request values requests per second. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
      total?: number;
    }

    interface Result {
      latency: Histogram;
      requests: Histogram & { sent: number };
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
