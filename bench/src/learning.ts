/**
 * `npm run bench:learning` (issues 17 and 29): cohorts of simulated learners study one deck for an access window with
 * the same daily time budget under (a) the spec's random mixing with the old boxes, (b) FSRS without an exam date and
 * (c) FSRS with the exam date at the end of the window, through the portal's own card-set, queue, memory and optimizer
 * code (lib/learning-sim.ts), in three hidden memory worlds the portal does not know. Prints per world and mode the
 * mean TRUE recall on exam day, the portal's prediction of it and its error, and the daily work; then which targets
 * hold (issue 29 points 5 and 6).
 *
 *   npm run bench:learning
 *   npm run bench:learning -- --learners 40 --cards 400 --days 90 --minutes 5 --seed 1 --worlds fsrs,actr,exp
 */
import { parseArgs } from 'node:util';
import { PREDICTION_MARGIN } from '@portal/core/memory';
import {
  DEFAULT_OPTIONS,
  MODES,
  simulate,
  WORLDS,
  type ModeSummary,
  type SimOptions,
  type World,
} from './lib/learning-sim.js';

const { values } = parseArgs({
  options: {
    learners: { type: 'string' },
    cards: { type: 'string' },
    days: { type: 'string' },
    minutes: { type: 'string' },
    seed: { type: 'string' },
    worlds: { type: 'string' },
    'no-optimizer': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'npm run bench:learning -- [--learners N] [--cards N] [--days N] [--minutes N] [--seed N] ' +
      '[--worlds fsrs,actr,exp] [--no-optimizer]',
  );
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
const known = WORLDS.map((w) => w.world);
const worlds = (values.worlds ?? known.join(',')).split(',').map((w) => w.trim()) as World[];
const unknown = worlds.filter((w) => !known.includes(w));
if (unknown.length) {
  console.error(`--worlds takes ${known.join(', ')}; unknown: ${unknown.join(', ')}`);
  process.exit(2);
}

const started = performance.now();
const summaries = await simulate(options, worlds, values['no-optimizer'] ? null : undefined);
const elapsed = (performance.now() - started) / 1000;

const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)} %`);
const points = (x: number) =>
  Number.isNaN(x) ? '–' : `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
const worldLabel = (w: World) => WORLDS.find((x) => x.world === w)!.label;
const rows = summaries.map((s) => [
  worldLabel(s.world),
  MODES.find((m) => m.mode === s.mode)!.label,
  `${pct(s.recall)} ± ${(100 * s.recallSd).toFixed(1)}`,
  pct(s.predicted),
  points(s.predicted - s.recall),
  points(s.windowError),
  s.answersPerDay.toFixed(1),
  s.minutesPerDay.toFixed(1),
  s.mode === 'a' ? '–' : `${s.optimizations}${s.firstOptimizedDay ? ` (day ${s.firstOptimizedDay})` : ''}`,
]);
const header = [
  'world',
  'mode',
  'true recall on exam day',
  'predicted',
  'predicted − true, exam',
  'predicted − true, window',
  'answers/day',
  'minutes/day',
  'optimizer runs',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;

console.log(
  `Learning benchmark: ${options.learners} learners, ${options.cards} cards, ${options.days} days, ` +
    `${options.minutes} min/day, seed ${options.seed}`,
);
console.log(line(header));
console.log(`|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
for (const row of rows) console.log(line(row));

/** Issue 29 targets per world: calibrated readiness (5) and memory-based sets at least as good as random (6). */
export const CALIBRATION_POINTS = 0.05;
const pick = (world: World, mode: string) =>
  summaries.find((s) => s.world === world && s.mode === mode) as ModeSummary;
for (const world of worlds) {
  const [a, b, c] = ['a', 'b', 'c'].map((m) => pick(world, m));
  const checks = [
    ...[b, c].map(
      (s) =>
        [
          `(${s.mode}) predicted recall on exam day within 5 points of the true recall once the optimizer has run ` +
            `(${points(s.predicted - s.recall)}${s.optimizations ? '' : ', but the optimizer never ran'})`,
          s.optimizations > 0 && Math.abs(s.predicted - s.recall) <= CALIBRATION_POINTS,
        ] as const,
    ),
    [
      `(c) true recall on exam day at least that of (a) (${points(c.recall - a.recall)} points)`,
      c.recall >= a.recall,
    ],
    [`(c) no more answers per day than (a)`, c.answersPerDay <= a.answersPerDay],
  ] as const;
  console.log(`\n${worldLabel(world)}:`);
  for (const [text, ok] of checks) console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${text}`);
}

// the exam block's range (core PREDICTION_MARGIN) must hold the error of every world once the optimizer has run
const optimized = summaries.filter((s) => s.mode !== 'a' && s.optimizations > 0);
const over = Math.max(0, ...optimized.map((s) => s.predicted - s.recall));
const under = Math.max(0, ...optimized.map((s) => s.recall - s.predicted));
console.log(
  `\nThe exam block's range (${PREDICTION_MARGIN.below} points below, ${PREDICTION_MARGIN.above} above the prediction):`,
);
console.log(
  `  ${over * 100 <= PREDICTION_MARGIN.below ? 'met    ' : 'NOT met'}  widest over-prediction ${points(over)} within ${PREDICTION_MARGIN.below} points`,
);
console.log(
  `  ${under * 100 <= PREDICTION_MARGIN.above ? 'met    ' : 'NOT met'}  widest under-prediction ${points(under)} within ${PREDICTION_MARGIN.above} points`,
);
console.log(`(${elapsed.toFixed(1)} s)`);
