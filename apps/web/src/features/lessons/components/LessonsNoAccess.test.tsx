import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LessonsNoAccess } from './LessonsNoAccess';

const dictionary = (lng: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../../../public/lang/${lng}/lessons.json`), 'utf8')) as object;
const i18n = i18next.createInstance();

beforeAll(async () => {
  // Mantine reads the colour scheme through matchMedia, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  await i18n.use(initReactI18next).init({
    lng: 'de',
    resources: { de: { lessons: dictionary('de') }, en: { lessons: dictionary('en') } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

const renderIn = async (lng: string, programmes: { id: number; title: string }[]) => {
  await i18n.changeLanguage(lng);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <LessonsNoAccess programmes={programmes} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
};

describe('the empty Lessons tab without access to online lessons', () => {
  it("lists the shop's programmes with lessons and links to the shop", async () => {
    await renderIn('de', [{ id: 3, title: 'Mathematik//Plus' }]);
    expect(screen.getByText('Online-Lektionen gehören zu den Plus-Programmen')).toBeTruthy();
    expect(screen.getByText('Mathematik / Plus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/shop');
  });

  it.each([
    ['de', 'Zurzeit keine Online-Lektionen im Shop', /erscheinen sie hier Woche für Woche/],
    ['en', 'No online lessons in the shop at the moment', /they appear here week by week/],
  ])(
    'in %s, when the shop sells none, says what to expect and sends nobody to the shop',
    async (lng, title, text) => {
      await renderIn(lng, []);
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByText(/Plus-Programmen|plus programmes/)).toBeNull();
    },
  );
});
