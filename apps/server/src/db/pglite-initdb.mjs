// Creates a new PGlite data folder (initdb) and closes it, in a worker thread of its own: initdb grows the
// WebAssembly memory to about 800 MB, which a thread gives back to the system when it ends and the server's own
// thread would keep for its whole life (db/client.ts). Plain JavaScript: it runs as it is from the sources and
// next to the built main.js.
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(workerData.dir, { startParams: workerData.startParams });
await db.close();
