import type { z } from 'zod';
import type { User } from '../../auth/plugin.js';
import type { UserResponse } from './schema.js';

const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;

/** The user as the API returns it (learner spec §3 field names). */
export function presentUser(u: User): z.output<typeof UserResponse> {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    first_name: u.firstName,
    language: u.language === 'de' || u.language === 'en' ? u.language : null,
    last_name: u.lastName,
    birthdate: u.birthdate,
    address: u.address,
    zip: u.zip,
    city: u.city,
    country: u.country,
    phone: u.phone,
    parent: bit(u.parent === 1),
    first_name_parent: u.firstNameParent,
    last_name_parent: u.lastNameParent,
    address_parent: u.addressParent,
    zip_parent: u.zipParent,
    city_parent: u.cityParent,
    country_parent: u.countryParent,
    phone_parent: u.phoneParent,
    email_parent: u.emailParent,
    email_verified_at: u.emailVerifiedAt ? u.emailVerifiedAt.toISOString() : null,
    is_student: bit(u.isStudent),
    is_teacher: bit(u.isTeacher),
    is_admin: bit(u.isAdmin),
    all_access: bit(u.allAccess),
  };
}
