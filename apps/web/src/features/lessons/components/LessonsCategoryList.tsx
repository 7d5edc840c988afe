import { NavLink, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLessonCategories } from '../api/lessons';

/**
 * The sidebar's lessons category list (learner spec §2 "Left sidebar"): on /lessons it filters the week by
 * programme, and a teacher's new lesson takes the chosen category (DESIGN.md §4).
 */
export default function LessonsCategoryList() {
  const { t } = useTranslation('lessons');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onLessons = pathname === '/lessons';
  const categories = useLessonCategories(onLessons);
  if (!onLessons || !categories.data?.length) return null;
  const selected = params.get('category');
  const week = params.get('week');
  const href = (category: number | null) => {
    const next = new URLSearchParams();
    if (week) next.set('week', week);
    if (category !== null) next.set('category', String(category));
    const query = next.toString();
    return `/lessons${query ? `?${query}` : ''}`;
  };
  return (
    <Stack
      gap={2}
      component="nav"
      aria-labelledby="lessons-categories-title"
      data-testid="lessons-category-list"
    >
      <Title order={2} size="h5" id="lessons-categories-title">
        {t('sidebar.title')}
      </Title>
      <NavLink component={Link} to={href(null)} label={t('sidebar.all')} active={selected === null} />
      {categories.data.map((c) => (
        <NavLink
          key={c.id}
          component={Link}
          to={href(c.id)}
          label={c.title.split('//').join(' ')}
          active={selected === String(c.id)}
          aria-current={selected === String(c.id) ? 'page' : undefined}
        />
      ))}
    </Stack>
  );
}
