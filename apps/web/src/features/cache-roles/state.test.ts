import { describe, expect, it } from 'vitest';
import {
  defaultRoleInput,
  generateInOrder,
  operationLabel,
  runJob,
  type CacheOperation,
  type OperationPhase,
} from './state';

describe('operationLabel (admin spec §4)', () => {
  it.each<[CacheOperation, OperationPhase, string]>([
    ['updateChapters', 'idle', 'idle'],
    ['updateChapters', 'running', 'updating'],
    ['updateChapters', 'finished', 'updated'],
    ['updateContent', 'running', 'updating'],
    ['updateContent', 'finished', 'updated'],
    ['cleanAll', 'running', 'cleaning'],
    ['cleanAll', 'finished', 'cleaned'],
    ['cleanContent', 'running', 'cleaning'],
    ['cleanContent', 'finished', 'cleaned'],
    ['cleanContent', 'error', 'error'],
    ['updateContent', 'error', 'error'],
  ])('%s %s → %s', (op, phase, label) => expect(operationLabel(op, phase)).toBe(label));
});

describe('generateInOrder (per-role generate: false → true or error)', () => {
  const roles = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('marks every role true in order', async () => {
    const states: Array<[number, unknown]> = [];
    const calls: number[] = [];
    const result = await generateInOrder(
      roles,
      async (r) => void calls.push(r.id),
      (id, s) => states.push([id, s]),
    );
    expect(calls).toEqual([1, 2, 3]);
    expect(states).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(result).toEqual({ done: 3 });
  });

  it("stops at the first failure, which becomes 'error'", async () => {
    const states: Array<[number, unknown]> = [];
    const calls: number[] = [];
    const result = await generateInOrder(
      roles,
      async (r) => {
        calls.push(r.id);
        if (r.id === 2) throw new Error('boom');
      },
      (id, s) => states.push([id, s]),
    );
    expect(calls).toEqual([1, 2]);
    expect(states).toEqual([
      [1, true],
      [2, 'error'],
    ]);
    expect(result.done).toBe(1);
    expect(result.failed?.role.id).toBe(2);
    expect((result.failed?.error as Error).message).toBe('boom');
  });
});

describe('runJob', () => {
  const job = (state: 'running' | 'done' | 'error', done: number, message: string | null = null) => ({
    job: { id: 'j1', state, done, total: 4, percent: done * 25, message },
  });

  it('polls until the job is done, reporting each step', async () => {
    const steps = [job('running', 2), job('running', 3), job('done', 4, 'ok')];
    const seen: number[] = [];
    const waits: number[] = [];
    const final = await runJob(
      async () => job('running', 0),
      async () => steps.shift()!,
      (j) => seen.push(j.percent),
      async (ms) => void waits.push(ms),
      100,
    );
    expect(final.state).toBe('done');
    expect(seen).toEqual([0, 50, 75, 100]);
    expect(waits).toEqual([100, 100, 100]);
  });

  it('rejects with the message when the job fails', async () => {
    await expect(
      runJob(
        async () => job('running', 0),
        async () => job('error', 1, 'The cache operation failed.'),
        () => {},
        async () => {},
      ),
    ).rejects.toThrow('The cache operation failed.');
  });
});

describe('defaultRoleInput (admin spec §3)', () => {
  it('exam type eth, start and expiry today', () => {
    expect(defaultRoleInput(new Date(2026, 4, 9, 23, 30))).toEqual({
      exam_type: 'eth',
      start_date: '2026-05-09',
      expiration_date: '2026-05-09',
      watch_only: false,
    });
  });
});
