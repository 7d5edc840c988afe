import autocannon from 'autocannon';
import { percentiles, type Percentiles } from './stats.js';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Requests sent one after the other on a connection, sharing a context (e.g. the same learner). */
export interface Sequence {
  steps: ((context: Record<string, unknown>) => LoadRequest)[];
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  latency: Percentiles;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  sampleErrors: string[];
}

/**
 * HTTP load with autocannon: `connections` keep-alive connections send requests for `seconds`, each request
 * built by `next()` (so tokens, ids and idempotency keys vary per request). Latency percentiles come from
 * every response's own time.
 */
export async function runLoad(opts: {
  /** One server, or several (the connections are split among them, as a load balancer would). */
  url: string | string[];
  connections: number;
  seconds: number;
  next: (() => LoadRequest) | Sequence;
  timeoutSeconds?: number;
}): Promise<LoadResult> {
  const steps: ((context: Record<string, unknown>) => LoadRequest)[] =
    typeof opts.next === 'function' ? [opts.next] : opts.next.steps;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const sampleErrors: string[] = [];
  const urls = Array.isArray(opts.url) ? opts.url : [opts.url];
  const results = await Promise.all(
    urls.map((url, i) =>
      one(url, Math.floor(opts.connections / urls.length) + (i < opts.connections % urls.length ? 1 : 0)),
    ),
  );
  const requests = times.length;
  const seconds = Math.max(...results.map((r) => r.duration || opts.seconds));
  return {
    connections: opts.connections,
    seconds,
    requests,
    rps: requests / seconds,
    latency: percentiles(times),
    errors: results.reduce((a, r) => a + r.errors + r.timeouts, 0),
    non2xx: results.reduce((a, r) => a + r.non2xx, 0),
    statuses,
    sampleErrors,
  };

  async function one(url: string, connections: number) {
    const instance = autocannon({
      url,
      connections,
      duration: opts.seconds,
      timeout: opts.timeoutSeconds ?? 10,
      requests: steps.map((step) => ({
        setupRequest: (req: autocannon.Request, context: object) => {
          const r = step(context as Record<string, unknown>);
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
            body: r.body,
          };
        },
        onResponse: (status: number, body: string) => {
          if ((status < 200 || status >= 300) && sampleErrors.length < 3)
            sampleErrors.push(`${status} ${String(body).slice(0, 300)}`);
        },
      })),
    }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    return instance;
  }
}
