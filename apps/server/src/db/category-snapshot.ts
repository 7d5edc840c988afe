import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { cacheGenerations, categories } from './schema.js';

type CategoryRow = typeof categories.$inferSelect;

/**
 * Every category in memory. Learners read the tree on every page; authors change it rarely. A copy is
 * valid for one value of the categories table's change counter, which a trigger bumps in every
 * transaction that writes the table (migration 0002). Each request reads the counter together with its
 * token (Access.categoriesGeneration) and takes a copy at least that new, so it never sees an older tree
 * than the database had when the request began, on any number of instances.
 */
export interface CategorySnapshot {
  generation: number;
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  /** Values derived from this copy (a visible forest per access), computed once: see `derived`. */
  derivedValues: Map<string, unknown>;
}

const MAX_DERIVED = 1000;

/** A value computed from the snapshot, kept with it (and dropped with it when the categories change). */
export function derived<T>(snapshot: CategorySnapshot, key: string, compute: () => T): T {
  if (snapshot.derivedValues.has(key)) return snapshot.derivedValues.get(key) as T;
  if (snapshot.derivedValues.size >= MAX_DERIVED) snapshot.derivedValues.clear();
  const value = compute();
  snapshot.derivedValues.set(key, value);
  return value;
}

interface State {
  current: CategorySnapshot | null;
  loading: Promise<CategorySnapshot> | null;
}

/** Per database handle (tests run many apps in one process). */
const states = new WeakMap<object, State>();

async function load(app: FastifyInstance): Promise<CategorySnapshot> {
  // The counter first: the rows read after it are at least as new, so the copy is never labelled newer than it is.
  const [counter] = await app.db
    .select({ value: cacheGenerations.value })
    .from(cacheGenerations)
    .where(eq(cacheGenerations.name, 'categories'));
  const rows = await app.db.select().from(categories);
  return {
    generation: Number(counter?.value ?? 0),
    rows,
    byId: new Map(rows.map((r) => [r.id, r])),
    derivedValues: new Map(),
  };
}

function stateOf(app: FastifyInstance): State {
  let state = states.get(app.db);
  if (!state) states.set(app.db, (state = { current: null, loading: null }));
  return state;
}

/** Starts a load, or joins the one in flight. */
function reload(app: FastifyInstance, state: State): Promise<CategorySnapshot> {
  return (state.loading ??= load(app)
    .then((snapshot) => {
      state.current = snapshot; // loads never overlap: the last one is the newest view of the table
      return snapshot;
    })
    .finally(() => {
      state.loading = null;
    }));
}

/** A copy of the categories at least as new as `generation` (rows are shared: never mutate them). */
export async function categorySnapshot(app: FastifyInstance, generation: number): Promise<CategorySnapshot> {
  const state = stateOf(app);
  const fresh = () => state.current && state.current.generation >= generation;
  if (fresh()) return state.current!;
  // A load already in flight may have read the counter before this request did; wait for it, check, and
  // otherwise load again: that load starts after this request's counter read, so it is new enough.
  // The counter only grows; a database restored from a backup needs the servers restarted.
  if (state.loading) await state.loading;
  if (fresh()) return state.current!;
  return reload(app, state);
}
