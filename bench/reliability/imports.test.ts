/**
 * Imports and exports never stall anyone else (issue 28): while learners answer cards, a teacher imports a 6 MB
 * Anki package (2,000 notes, 290 pictures, subdecks three deep), then four of them at once, then exports the
 * result. Unpacking, parsing and packing run in the import pool's worker thread with a heap ceiling; pictures
 * are re-encoded by libvips off the event loop. Asserted: the learners' requests meanwhile keep p95 < 200 ms and
 * none fails, the server's peak resident memory stays < 600 MB (the issue's bound), and every import ends done
 * with its cards. The server runs with `npm run serve`'s flags and environment (bench SERVER_NODE_FLAGS,
 * SERVER_ENV): docs/import-export.md has the figures per run.
 * Before: one such package stopped all other requests for 5 s and took the process to 1.17 GB; four at once
 * stalled it 25 s (2.3 GB); later 565–690 MB, until the heaps' growth and the malloc arenas were bounded.
 */
import { describe, expect, it } from 'vitest';
import { largeAnkiPackage } from '../../apps/server/src/modules/import/fixtures/large-package.js';
import { usePortal } from './lib/portal.js';
import { countBy, learnerLoop, sleep, type Outcome } from './lib/faults.js';

const portal = usePortal();

const p95 = (outcomes: Outcome[]) => {
  const times = outcomes.map((o) => o.t - o.t0).sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
};

async function createCategory(title: string): Promise<number> {
  const res = await fetch(`${portal.url}/api/categories`, {
    method: 'POST',
    headers: { authorization: `Bearer ${portal.tokens.teacher}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { category: { id: number } }).category.id;
}

interface Job {
  state: 'running' | 'done' | 'error';
  message: string | null;
  result: { cards: number } | null;
}

/** Uploads the package and follows its job to the end. */
async function importPackage(categoryId: number, bytes: Uint8Array): Promise<Job> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), 'deck.apkg');
  const res = await fetch(`${portal.url}/api/import/${categoryId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${portal.tokens.teacher}` },
    body: form,
  });
  const body = (await res.json()) as { job?: { id: string } & Job; message: string };
  expect(res.status, body.message).toBe(202);
  for (;;) {
    const poll = await fetch(`${portal.url}/api/import/jobs/${body.job!.id}`, {
      headers: { authorization: `Bearer ${portal.tokens.teacher}` },
    });
    const { job } = (await poll.json()) as { job: Job };
    if (job.state !== 'running') return job;
    await sleep(250);
  }
}

describe('imports while learners learn', () => {
  it('a 6 MB package, then four at once, then an export: learners keep p95 < 200 ms, the server < 600 MB', async () => {
    const bytes = await largeAnkiPackage(6, 2000);
    const learners = await portal.loginLearners(8);
    const before = portal.server.peakRssKb();
    const loop = learnerLoop(portal.url, learners, portal.g.benchRoot, portal.g.benchCards);
    await loop.answered(2 * learners.length); // the learners are at work

    const t1 = Date.now();
    const one = await importPackage(await createCategory('Import eins'), bytes);
    const oneMs = Date.now() - t1;
    const t4 = Date.now();
    const targets = await Promise.all([1, 2, 3, 4].map((i) => createCategory(`Import vier ${i}`)));
    const four = await Promise.all(targets.map((id) => importPackage(id, bytes)));
    const fourMs = Date.now() - t4;
    const te = Date.now();
    const exported = await fetch(`${portal.url}/api/export/${targets[0]}?format=apkg`, {
      headers: { authorization: `Bearer ${portal.tokens.teacher}` },
    });
    const exportBytes = (await exported.arrayBuffer()).byteLength;
    const exportMs = Date.now() - te;
    await loop.stop();

    const during = loop.outcomes.filter((o) => o.t0 >= t1);
    const peakMb = Math.round(portal.server.peakRssKb() / 1024);
    console.log(
      `[imports] 6 MB package (${bytes.length} bytes): one in ${oneMs} ms, four at once in ${fourMs} ms, ` +
        `export ${exportBytes} bytes in ${exportMs} ms; learners meanwhile: ${during.length} requests ` +
        `${JSON.stringify(countBy(during))}, p95 ${p95(during)} ms, slowest ` +
        `${Math.max(...during.map((o) => o.t - o.t0))} ms; server peak RSS ${Math.round(before / 1024)} MB before, ` +
        `${peakMb} MB after`,
    );
    for (const job of [one, ...four]) {
      expect(job.state, job.message ?? '').toBe('done');
      expect(job.result?.cards).toBe(2000);
    }
    expect(exported.status).toBe(200);
    expect(during.length).toBeGreaterThan(50);
    expect(during.every((o) => o.status === 200)).toBe(true);
    expect(p95(during)).toBeLessThan(200);
    expect(peakMb).toBeLessThan(600);
    // five imports one after another take 130–160 s on the 2 cores; more than the suite's 180 s when others load
    // the machine (one run at load 16 timed out)
  }, 300_000);
});
