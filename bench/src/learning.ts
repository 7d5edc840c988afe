/**
 * `npm run bench:learning` (issue 17 point 8): simulated learners study one deck for an access window with the same
 * daily time budget under (a) the spec's random mixing with the old boxes, (b) FSRS without an exam date and (c) FSRS
 * with the exam date at the end of the window, through the portal's own card-set, queue and memory code
 * (lib/learning-sim.ts). Prints mean TRUE recall on exam day and the daily work per mode.
 *
 *   npm run bench:learning
 *   npm run bench:learning -- --learners 40 --cards 400 --days 90 --minutes 10 --seed 1
 */
import { parseArgs } from 'node:util';
import { DEFAULT_OPTIONS, MODES, simulate, type SimOptions } from './lib/learning-sim.js';

const { values } = parseArgs({
  options: {
    learners: { type: 'string' },
    cards: { type: 'string' },
    days: { type: 'string' },
    minutes: { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('npm run bench:learning -- [--learners N] [--cards N] [--days N] [--minutes N] [--seed N]');
  process.exit(0);
}

function positive(name: keyof SimOptions): number {
  const raw = values[name];
  if (raw === undefined) return DEFAULT_OPTIONS[name];
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number, got ${raw}`);
    process.exit(2);
  }
  return name === 'minutes' ? value : Math.round(value);
}

const options: SimOptions = {
  learners: positive('learners'),
  cards: positive('cards'),
  days: positive('days'),
  minutes: positive('minutes'),
  seed: positive('seed'),
};

const started = performance.now();
const summaries = simulate(options);
const elapsed = (performance.now() - started) / 1000;

const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)} %`);
const rows = summaries.map((s) => [
  MODES.find((m) => m.mode === s.mode)!.label,
  `${pct(s.recall)} ± ${(100 * s.recallSd).toFixed(1)}`,
  pct(s.predicted),
  s.answersPerDay.toFixed(1),
  s.minutesPerDay.toFixed(1),
  s.daysStoppedEarly.toFixed(1),
  s.neverSeen.toFixed(1),
]);
const header = [
  'mode',
  'true recall on exam day',
  'predicted',
  'answers/day',
  'minutes/day',
  'days off early',
  'never seen',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;

console.log(
  `Learning benchmark: ${options.learners} learners, ${options.cards} cards, ${options.days} days, ` +
    `${options.minutes} min/day, seed ${options.seed}`,
);
console.log(line(header));
console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
for (const row of rows) console.log(line(row));

const [a, , c] = summaries;
const checks = [
  [`(c) true recall on exam day ≥ 90 %`, c.recall >= 0.9],
  [`(c) at least 15 points above (a)`, c.recall - a.recall >= 0.15],
  [`(c) no more answers per day than (a)`, c.answersPerDay <= a.answersPerDay],
] as const;
for (const [text, ok] of checks) console.log(`${ok ? 'met    ' : 'NOT met'}  ${text}`);
console.log(`(${elapsed.toFixed(1)} s)`);
