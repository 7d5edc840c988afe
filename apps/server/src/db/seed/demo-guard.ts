import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { appSettings, users } from '../schema.js';
import { DEMO_ACCOUNTS } from './demo.js';

export const DEMO_MARKER_KEY = 'demo';

export class DemoRefusedError extends Error {}

export const demoRefusedMessage = (otherUsers: number) =>
  `Refusing demo mode: this database holds ${otherUsers} user account${otherUsers === 1 ? '' : 's'} and was not created as a demo database; start without DEMO=1, or point PGLITE_DIR/DATABASE_URL at an empty database.`;

/** Marks the database as a demo database (written when demo data is seeded). */
export async function markDemoDatabase(app: FastifyInstance) {
  await app.db.insert(appSettings).values({ key: DEMO_MARKER_KEY, value: '1' }).onConflictDoNothing();
}

/**
 * Demo data goes only into a demo database: one that carries the demo marker, is empty, or holds
 * nothing but the demo accounts (a demo database from before the marker existed). Anything else holds
 * real users: throws DemoRefusedError and writes nothing.
 */
export async function assertDemoDatabase(app: FastifyInstance) {
  const [marker] = await app.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_MARKER_KEY));
  if (marker?.value === '1') return;
  const demoEmails = Object.values(DEMO_ACCOUNTS);
  const [{ others }] = await app.db
    .select({ others: sql<number>`count(*)::int` })
    .from(users)
    .where(
      sql`email_key(${users.email}) not in (${sql.join(
        demoEmails.map((e) => sql`email_key(${e})`),
        sql`, `,
      )})`,
    );
  if (others > 0) throw new DemoRefusedError(demoRefusedMessage(others));
  await markDemoDatabase(app);
}
