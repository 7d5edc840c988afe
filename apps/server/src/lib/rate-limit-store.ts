import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisGuard } from './redis.js';

type Callback = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

// The plugin's own two stores (not exported from its entry point).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/**
 * A @fastify/rate-limit store that counts in Redis through the guard (time limit, circuit breaker) and in this
 * process while Redis fails: limits stay in force per instance instead of failing the request.
 */
export function resilientRateLimitStore(guard: RedisGuard): FastifyRateLimitStoreCtor {
  class ResilientStore implements Store {
    constructor(
      private readonly remote: Store,
      private readonly local: Store,
    ) {}
    private pick(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      const local = () => (this.local[method] ?? this.local.incr).call(this.local, key, cb, timeWindow, max);
      if (!guard.available) return local();
      guard
        .run(
          () =>
            new Promise<{ current: number; ttl: number }>((resolve, reject) =>
              (this.remote[method] ?? this.remote.incr).call(
                this.remote,
                key,
                (err, res) => (err || !res ? reject(err ?? new Error('no answer')) : resolve(res)),
                timeWindow,
                max,
              ),
            ),
        )
        .then((res) => cb(null, res), local);
    }
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.pick('incr', key, cb, timeWindow, max);
    }
    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.pick('read', key, cb, timeWindow, max);
    }
    child(routeOptions: object) {
      return new ResilientStore(this.remote.child(routeOptions), this.local.child(routeOptions));
    }
  }
  function Ctor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    return new ResilientStore(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, guard.client),
      new LocalStore(params.continueExceeding, params.exponentialBackoff),
    );
  }
  return Ctor as unknown as FastifyRateLimitStoreCtor;
}
