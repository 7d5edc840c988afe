import { IconBook2, IconCalendarEvent, IconCards, IconPencil, type Icon } from '@tabler/icons-react';
import type { Modes } from '../../lib/session';

export interface NavTab {
  /** i18n key under common:tabs */
  key: 'theory' | 'exercise' | 'flashcard' | 'lessons';
  to: string;
  icon: Icon;
  visible?: (modes: Modes) => boolean;
}

/** The tabs of the navbar (learner spec §2). Lessons: studentMode or teacherMode (DESIGN §4). */
export const navTabs: NavTab[] = [
  { key: 'theory', to: '/content/theory', icon: IconBook2 },
  { key: 'exercise', to: '/content/exercises', icon: IconPencil },
  { key: 'flashcard', to: '/flashcard', icon: IconCards },
  { key: 'lessons', to: '/lessons', icon: IconCalendarEvent, visible: (m) => m.studentMode || m.teacherMode },
];
