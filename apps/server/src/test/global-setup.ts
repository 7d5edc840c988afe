import type { TestProject } from 'vitest/node';
import { buildTemplates, type ApiTemplates } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: ApiTemplates;
  }
}

/** Builds the run's template databases (see templates.ts) for the project's database kind, removes them after. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.PORTAL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'postgres' && !process.env.DATABASE_URL)
    throw new Error(
      'The PostgreSQL pass of the API tests needs DATABASE_URL (a server where it may create databases).',
    );
  const { templates, remove } = await buildTemplates(kind, process.env.DATABASE_URL);
  project.provide('apiTemplates', templates);
  return remove;
}
