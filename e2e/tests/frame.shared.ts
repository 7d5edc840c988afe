/**
 * Shared by frame.test.ts and frame-panels.test.ts (issue 3: the portal's frame).
 * The English strings are the spec's; the German ones are the shipped German dictionary's, written
 * out here so that a changed or missing translation fails the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { animationsDone, DESKTOP, MOBILE, screenshot, settled } from '../src/harness.js';
import { repoRoot } from '../src/server.js';

export type Lang = 'de' | 'en';
export type Layout = 'desktop' | 'mobile';
export const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;

/** Every layout × language pair. */
export const COMBOS: [Layout, Lang][] = [
  ['desktop', 'de'],
  ['desktop', 'en'],
  ['mobile', 'de'],
  ['mobile', 'en'],
];

/**
 * The layout × language pairs the n-th behaviour of a file runs in: both layouts (they render different
 * components), one language each, swapped from one behaviour to the next, so every behaviour runs in both layouts
 * and all four pairs appear across a file's behaviours. Behaviour does not depend on the language (one component
 * tree; the dictionaries' parity is a unit test), and each language's texts are still asserted.
 */
export const bothLayouts = (n: number): [Layout, Lang][] =>
  n % 2 === 0
    ? [
        ['desktop', 'de'],
        ['mobile', 'en'],
      ]
    : [
        ['desktop', 'en'],
        ['mobile', 'de'],
      ];

export const TEXT = {
  de: {
    appTitle: 'Lernportal',
    navMain: 'Hauptnavigation',
    tabs: { theory: 'Theorie', exercise: 'Übungen', flashcard: 'Lernkarten', lessons: 'Lektionen' },
    offerTitle: 'Was dich hier erwartet',
    headings: { theory: 'Theorie', exercises: 'Übungen', lessons: 'Online-Lektionen', shop: 'Shop' },
    menu: { profile: 'Profil', instructions: 'Anleitung', logout: 'Abmelden', musicOff: 'Aus' },
    courseOverview: 'Kursübersicht',
    manualTitle: 'Anleitung',
    profileTitle: 'Profil',
    complete: 'Dein Profil ist vollständig',
    incomplete: 'Dein Profil ist unvollständig',
    updated: 'Benutzerinformationen aktualisiert',
    passwordUpdated: 'Passwort aktualisiert',
    passwordMismatch: 'Passwörter müssen übereinstimmen',
    passwordCommon:
      'Dieses Passwort ist zu verbreitet und steht in Listen geleakter Passwörter. Bitte wähle ein anderes, z. B. ein paar Wörter, die nichts miteinander zu tun haben.',
    currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein, um ein neues festzulegen.',
    otherSessionEnded: 'Du wurdest auf 1 anderen Gerät abgemeldet.',
    thisDevice: 'dieses Gerät',
    loggedOutOthers: 'Du wurdest auf allen anderen Geräten abgemeldet.',
    saveProfile: 'Profil speichern',
    changePassword: 'Passwort ändern',
    offlineTitle: 'Kein Internet',
    offline: 'Du bist offline. Bitte prüfe deine Internetverbindung.',
    errorTitle: 'Fehler',
    noConnection: 'Keine Verbindung zum Server. Bitte prüfe deine Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    ignore: 'Ignorieren',
    retryFailed: 'Anfrage fehlgeschlagen, bitte später erneut versuchen',
    pending: (n: number) => `${n} Anfragen warten.`,
    ok: 'OK',
    close: 'Schliessen',
  },
  en: {
    appTitle: 'learning portal',
    navMain: 'Main navigation',
    tabs: { theory: 'Theory', exercise: 'Exercise', flashcard: 'Flashcards', lessons: 'Lessons' },
    offerTitle: 'What you will find here',
    headings: { theory: 'Theory', exercises: 'Exercises', lessons: 'Online lessons', shop: 'Shop' },
    menu: { profile: 'Profile', instructions: 'Instructions', logout: 'Log out', musicOff: 'Off' },
    courseOverview: 'Course overview',
    manualTitle: 'Instructions',
    profileTitle: 'Profile',
    complete: 'Your profile is complete',
    incomplete: 'Your profile is incomplete',
    updated: 'User information updated',
    passwordUpdated: 'Password updated',
    passwordMismatch: 'Password must match',
    passwordCommon:
      'This password is too common and appears in lists of leaked passwords. Please choose another one, e.g. a few unrelated words.',
    currentPasswordRequired: 'Please enter your current password to set a new one.',
    otherSessionEnded: 'You have been logged out on 1 other device.',
    thisDevice: 'this device',
    loggedOutOthers: 'You have been logged out on every other device.',
    saveProfile: 'Save profile',
    changePassword: 'Change password',
    offlineTitle: 'No internet',
    offline: 'You are offline. Please check your internet connection.',
    errorTitle: 'Error',
    noConnection: 'No connection to the server. Please check your connection and try again.',
    retry: 'Retry',
    ignore: 'Ignore',
    retryFailed: 'request failed, try again later',
    pending: (n: number) => `${n} requests are waiting.`,
    ok: 'OK',
    close: 'Close',
  },
} as const;

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** The visible user-menu button (each layout renders its own). */
export const menuButton = (page: Page) => page.locator('[data-testid="user-menu-button"]:visible');

export async function openUserMenu(page: Page) {
  await menuButton(page).click();
  await page.getByTestId('user-menu').waitFor();
}

export async function closeUserMenu(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').waitFor({ state: 'detached' });
}

/** The main navigation of the current layout (navbar tabs; on small screens also the course button). */
export const mainNav = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: TEXT[lang].navMain, exact: true });

/** The navbar tabs' labels, in order. */
export async function tabLabels(page: Page, lang: Lang): Promise<string[]> {
  return (await mainNav(page, lang).getByRole('link').allInnerTexts()).map((s) => s.trim());
}

export function tab(page: Page, lang: Lang, label: string) {
  return mainNav(page, lang).getByRole('link', { name: label, exact: true });
}

/** The menu-* entries of the open user menu, sorted. */
export async function menuEntries(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('user-menu')
    .locator('[data-testid^="menu-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('menu-'.length)));
  return ids.sort();
}

/** Every dotted key of the shipped dictionaries (e.g. 'tabs.theory', 'banner.complete'). */
function dictionaryKeys(): string[] {
  const dir = path.join(repoRoot, 'apps/web/public/lang/en');
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else if (prefix.includes('.')) {
      keys.add(prefix.replace(/_(one|other|zero|few|many)$/, ''));
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
  return [...keys];
}
const KEYS = dictionaryKeys();

/** No dictionary key is shown as text (an untranslated key shows as the key itself). */
export async function expectNoRawKeys(page: Page, where: string) {
  const text = await page.evaluate(() => document.body.innerText);
  const shown = KEYS.filter((key) =>
    new RegExp(`(^|[\\s:(])${key.replace(/\./g, '\\.')}($|[\\s.,:)])`).test(text),
  );
  expect(shown, `untranslated keys on ${where}`).toEqual([]);
}

/** Waits until no CSS transition runs (dialogs and menus fading in), at most 3 s. */
export async function settle(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)), undefined, {
      timeout: 3_000,
    })
    .catch(() => {});
}

/** Screenshot frame-<screen>-<layout>-<lang>, after checking the screen shows no raw dictionary key. */
export async function shot(page: Page, screen: string, layout: Layout, lang: Lang) {
  const name = `frame-${screen}-${layout}-${lang}`;
  await expectNoRawKeys(page, name);
  await settle(page);
  await screenshot(page, name);
}

/** The button's label is shown in full (not cut off by a narrow layout). */
export async function expectLabelNotCut(button: Locator) {
  const label = button.locator('.mantine-Button-label');
  const { scroll, client } = await label.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll, `label of ${await label.innerText()} cut off`).toBeLessThanOrEqual(client);
}

/**
 * Layout shift (issue 31, point 5): every document of the page sums its 'layout-shift' entries that no input caused
 * (a PerformanceObserver, buffered from the first paint). Call before the first goto; read with `layoutShift`.
 */
export async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the current document so far (all its shifts added up: stricter than CLS's worst window). */
export async function layoutShift(page: Page): Promise<number> {
  await settled(page);
  await animationsDone(page);
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
