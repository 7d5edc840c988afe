import { EXAM_FLAGS } from '../../db/schema.js';
import type { categories } from '../../db/schema.js';

type CategoryRow = typeof categories.$inferSelect;

const bit = (on: boolean) => (on ? '1' : '0');

/** A category as the admin API returns it: spec field names, flags as '1'/'0', `name` = `title`. */
export function presentCategory(c: CategoryRow) {
  return {
    id: c.id,
    category_id: c.id,
    title: c.title,
    name: c.title,
    description: c.description,
    parent_id: c.parentId,
    position: c.position,
    price: Number(c.price),
    image: c.image,
    path: c.path,
    depth: c.depth,
    ...(Object.fromEntries(EXAM_FLAGS.map((flag) => [flag, bit(c[flag])])) as Record<
      (typeof EXAM_FLAGS)[number],
      '1' | '0'
    >),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
