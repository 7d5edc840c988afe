import {
  IconBook2,
  IconBuildingStore,
  IconCalendarEvent,
  IconCards,
  IconPencil,
  type Icon,
} from '@tabler/icons-react';
import type { Modes } from '../../lib/session';

export interface NavTab {
  /** i18n key under common:tabs */
  key: 'theory' | 'exercise' | 'flashcard' | 'lessons' | 'shop';
  to: string;
  icon: Icon;
  visible?: (modes: Modes) => boolean;
}

/**
 * The tabs of the navbar (learner spec §2). Lessons: studentMode or teacherMode (DESIGN §4). Shop: visitors (issue 31;
 * logged-in users reach it from the user menu, which visitors do not have).
 */
export const navTabs: NavTab[] = [
  { key: 'theory', to: '/content/theory', icon: IconBook2 },
  { key: 'exercise', to: '/content/exercises', icon: IconPencil },
  { key: 'flashcard', to: '/flashcard', icon: IconCards },
  { key: 'lessons', to: '/lessons', icon: IconCalendarEvent, visible: (m) => m.studentMode || m.teacherMode },
  { key: 'shop', to: '/shop', icon: IconBuildingStore, visible: (m) => !m.loggedIn },
];
