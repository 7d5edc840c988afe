import { z } from 'zod';

const text = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullish();

export const ProfileFields = z.object({
  name: z.string().trim().min(1, { error: 'The name field is required.' }).max(100).optional(),
  first_name: text(),
  last_name: text(),
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'The birthdate must be a date (YYYY-MM-DD).' })
    .refine(
      (d) => !Number.isNaN(Date.parse(d)) && d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10),
      {
        error: 'The birthdate must be a real date in the past.',
      },
    )
    .nullish(),
  address: text(),
  zip: text(20),
  city: text(),
  country: text(),
  phone: text(50),
  parent: z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])])
    .transform(Number)
    .optional(),
  first_name_parent: text(),
  last_name_parent: text(),
  address_parent: text(),
  zip_parent: text(20),
  city_parent: text(),
  country_parent: text(),
  phone_parent: text(50),
  email_parent: z
    .union([z.email({ error: 'The parent email must be a valid email address.' }).max(254), z.literal('')])
    .nullish(),
});

export const UpdateUserBody = ProfileFields.extend({
  password: z.string().max(200).optional(),
  password_confirmation: z.string().max(200).optional(),
  current_password: z.string().max(200).optional(),
});
