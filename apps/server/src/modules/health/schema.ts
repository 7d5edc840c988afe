import { z } from 'zod';
import { ErrorBody } from '../../lib/api-contract.js';

const State = z.enum(['up', 'down', 'off']).describe("'off' when the dependency is not configured");

/** The state of each dependency /api/health checks (lib/health.ts). */
export const HealthResponse = z
  .object({
    status: z
      .enum(['ok', 'degraded'])
      .describe("'ok', or 'degraded' while an optional dependency is down (the server still serves)"),
    database: State.describe('Critical: while down, health answers 503'),
    redis: State.describe('Optional: rate limits fall back to memory, caches to the database'),
    mail: State.describe("The mail queue: 'down' once a mail has waited more than 15 minutes"),
    jobs: State.describe("The background job engine: 'down' only while it does not answer"),
    disk: State.describe(
      "The embedded database folder's disk: 'down' below DISK_MIN_FREE_MB (writes answer 507, reads work); 'off' on PostgreSQL",
    ),
    storage: State.describe("The storage folder: 'down' when it is not writable or below DISK_MIN_FREE_MB"),
  })
  .describe("The server can serve: each dependency's state")
  .meta({
    examples: [
      { status: 'ok', database: 'up', redis: 'off', mail: 'up', jobs: 'up', disk: 'up', storage: 'up' },
    ],
  });

const downExample = {
  status: 'error',
  database: 'down',
  redis: 'up',
  mail: 'up',
  jobs: 'up',
  disk: 'up',
  storage: 'up',
  message: 'Not serving: database is not reachable',
};

/** 503: a critical dependency is down, with a message naming it. */
export const HealthDownResponse = HealthResponse.extend({
  status: z.literal('error').describe('A critical dependency (the database) is down or hung'),
  message: z.string().describe('Which critical dependencies are not reachable'),
})
  .describe('Not serving')
  .meta({ examples: [downExample] });

/** The health answer's 503: the report, or (when the check itself ran out of time) the error body. */
export const HealthUnavailableResponse = z.union([HealthDownResponse, ErrorBody]).meta({
  description: 'A critical dependency is down (the report), or the check ran out of time (an error)',
  examples: [downExample],
});
