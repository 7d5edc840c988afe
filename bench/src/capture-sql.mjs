// Preloaded into the portal server (node --import) by the bench to record the SQL each request sends:
// every query of the `pg` driver is appended to $BENCH_CAPTURE_FILE as {text, values} (values as the driver
// serializes them). Only used by a short capture run, never during a timed load.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = process.env.BENCH_CAPTURE_FILE;
if (file) {
  const require = createRequire(path.join(process.cwd(), 'noop.js'));
  const pg = require('pg');
  const { prepareValue } = require('pg/lib/utils');
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, ...rest) {
    try {
      let text;
      let vals;
      if (typeof config === 'string') {
        text = config;
        vals = Array.isArray(values) ? values : undefined;
      } else if (config && typeof config.text === 'string') {
        text = config.text;
        vals = config.values ?? (Array.isArray(values) ? values : undefined);
      }
      if (text !== undefined) {
        const serialized = vals?.map((v) => {
          const p = prepareValue(v);
          return p === null || p === undefined ? null : Buffer.isBuffer(p) ? p.toString('hex') : String(p);
        });
        appendFileSync(
          file,
          JSON.stringify({ pid: this.processID ?? null, text, values: serialized ?? [] }) + '\n',
        );
      }
    } catch {
      /* capturing must never break the server */
    }
    return original.call(this, config, values, ...rest);
  };
}
