import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { users } from '../../db/schema.js';
import { hashPassword } from '../../auth/passwords.js';
import type { ProfileFields } from './schema.js';

type Profile = z.output<typeof ProfileFields>;

const empty = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

export async function updateProfile(app: FastifyInstance, userId: number, p: Profile) {
  const [user] = await app.db
    .update(users)
    .set({
      name: p.name,
      firstName: empty(p.first_name),
      lastName: empty(p.last_name),
      birthdate: empty(p.birthdate),
      address: empty(p.address),
      zip: empty(p.zip),
      city: empty(p.city),
      country: empty(p.country),
      phone: empty(p.phone),
      parent: p.parent,
      firstNameParent: empty(p.first_name_parent),
      lastNameParent: empty(p.last_name_parent),
      addressParent: empty(p.address_parent),
      zipParent: empty(p.zip_parent),
      cityParent: empty(p.city_parent),
      countryParent: empty(p.country_parent),
      phoneParent: empty(p.phone_parent),
      emailParent: empty(p.email_parent),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  const { passwordHash: _ph, ...safe } = user;
  return safe;
}

export async function changePassword(app: FastifyInstance, userId: number, password: string) {
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
