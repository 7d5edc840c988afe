import pg from 'pg';
import { BENCH_PASSWORD, TEACHER_EMAIL } from './generate.js';

export interface ImportBenchResult {
  notes: number;
  packageKb: number;
  exportSeconds: number;
  importSeconds: number;
  notesPerSecond: number;
  /** 'job' for a file of more than 1,000 cards (202 and polling), 'request' otherwise */
  mode: 'job' | 'request';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The time to import an Anki package of `notes` notes (issue 19): HTML cards are generated straight into a
 * category, exported through GET /api/export (the portal's own Anki writer), and the package is imported into a
 * new category through POST /api/import as a teacher would, following the job to its end.
 */
export async function benchImport(
  serverUrl: string,
  dbUrl: string,
  notes: number,
): Promise<ImportBenchResult> {
  const login = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEACHER_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const category = async (title: string) => {
    const res = await fetch(`${serverUrl}/api/categories`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    if (!res.ok) throw new Error(`create category: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { category?: { id: number }; id?: number };
    return (body.category?.id ?? body.id)!;
  };
  const source = await category('Bench import source');
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO cards (category_id, title, relevance, difficulty, learntype_id, type, data)
       SELECT $1, 'Card ' || g, 3, 3, 0, 2,
              jsonb_build_object('front_html', '<p>Question <b>' || g || '</b>?</p>', 'back_html', '<p>Answer ' || g || '</p>')
       FROM generate_series(1, $2::int) g`,
      [source, notes],
    );
  } finally {
    await client.end();
  }

  let t0 = Date.now();
  const exported = await fetch(`${serverUrl}/api/export/${source}?format=apkg`, { headers: auth });
  if (!exported.ok) throw new Error(`export: ${exported.status}`);
  const apkg = new Uint8Array(await exported.arrayBuffer());
  const exportSeconds = (Date.now() - t0) / 1000;

  const target = await category('Bench import target');
  const form = new FormData();
  form.append('file', new Blob([apkg]), 'bench.apkg');
  t0 = Date.now();
  const res = await fetch(`${serverUrl}/api/import/${target}`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 201 && res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
  let mode: ImportBenchResult['mode'] = 'request';
  if (res.status === 202) {
    mode = 'job';
    const { job } = (await res.json()) as { job: { id: string } };
    for (;;) {
      await sleep(100);
      const poll = await fetch(`${serverUrl}/api/import/jobs/${job.id}`, { headers: auth });
      const { job: state } = (await poll.json()) as { job: { state: string; message: string; done: number } };
      if (state.state === 'error') throw new Error(`import job: ${state.message}`);
      if (state.state === 'done') {
        if (state.done !== notes) throw new Error(`import job created ${state.done} of ${notes} cards`);
        break;
      }
    }
  }
  const importSeconds = (Date.now() - t0) / 1000;
  return {
    notes,
    packageKb: Math.round(apkg.length / 1024),
    exportSeconds,
    importSeconds,
    notesPerSecond: Math.round(notes / importSeconds),
    mode,
  };
}
