import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import {
  appSettings,
  cards,
  categories,
  contents,
  learnTypes,
  lessonFiles,
  lessons,
  products,
  roles,
  users,
} from '../schema.js';
import { insertCategory } from '../tree.js';
import { simplePdf } from './pdf.js';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  teacher: 'teacher@example.com',
  student: 'student@example.com',
} as const;

export const LEARN_TYPES = [
  { id: 0, name: 'standard', time: 20 },
  { id: 1, name: 'word', time: 5 },
  { id: 2, name: 'definition', time: 30 },
  { id: 3, name: 'discuss', time: 180 },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const assetsDir = () =>
  [path.join(here, 'assets'), path.join(here, 'seed', 'assets')].find((d) => existsSync(d))!;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

type Flags = Partial<
  Record<
    | 'eth'
    | 'ethr'
    | 'ecus'
    | 'uzh'
    | 'pass'
    | 'matur'
    | 'bm2'
    | 'peth'
    | 'pethr'
    | 'pecus'
    | 'puzh'
    | 'ppass'
    | 'pmatur'
    | 'pbm2',
    boolean
  >
>;

/** Seeds the demo data once (demo mode only): accounts, a course tree with every card type, documents, lessons, shop. */
export async function seedDemo(app: FastifyInstance) {
  const db = app.db;
  const already = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin))
    .limit(1);
  if (already.length) return;
  app.log.info('seeding demo data');
  await app.db.insert(appSettings).values({ key: 'demo', value: '1' }).onConflictDoNothing();

  const uploads = path.join(app.config.storageDir, 'user_uploads');
  mkdirSync(uploads, { recursive: true });
  const asset = (name: string) => {
    copyFileSync(path.join(assetsDir(), name), path.join(uploads, `demo-${name}`));
    return `demo-${name}`;
  };
  const pdf = (name: string, title: string, lines: string[]) => {
    writeFileSync(path.join(uploads, name), simplePdf(title, lines));
    return name;
  };

  await db.insert(learnTypes).values(LEARN_TYPES).onConflictDoNothing();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  const [admin, teacher, student] = await db
    .insert(users)
    .values([
      {
        name: 'Ada Admin',
        email: DEMO_ACCOUNTS.admin,
        passwordHash,
        isStudent: false,
        isTeacher: false,
        isAdmin: true,
        emailVerifiedAt: verified,
      },
      {
        name: 'Theo Teacher',
        email: DEMO_ACCOUNTS.teacher,
        passwordHash,
        isStudent: false,
        isTeacher: true,
        emailVerifiedAt: verified,
      },
      {
        name: 'Stella Student',
        email: DEMO_ACCOUNTS.student,
        passwordHash,
        isStudent: true,
        emailVerifiedAt: verified,
        firstName: 'Stella',
        lastName: 'Muster',
        birthdate: '2004-05-17',
        address: 'Bahnhofstrasse 12',
        zip: '8001',
        city: 'Zürich',
        country: 'Schweiz',
        phone: '+41 44 123 45 67',
      },
    ])
    .returning();
  void admin;
  void teacher;

  const cat = (
    parentId: number | null,
    position: number,
    title: string,
    extra: { description?: string; price?: string; image?: string; flags?: Flags } = {},
  ) =>
    insertCategory(db, {
      parentId,
      position,
      title,
      description: extra.description ?? '...',
      price: extra.price ?? '0',
      image: extra.image,
      ...(extra.flags ?? {}),
    });

  // Three programmes, three levels deep.
  const math = await cat(null, 0, 'Mathematik//Maturität', {
    description: 'Algebra and geometry for the Matura and the ETH entrance exam.',
    price: '120.00',
    image: asset('programme-math.png'),
  });
  const algebra = await cat(math.id, 0, 'Algebra');
  const equations = await cat(algebra.id, 0, 'Gleichungen');
  const functions = await cat(algebra.id, 1, 'Funktionen//Grundlagen');
  const geometry = await cat(math.id, 1, 'Geometrie');
  const triangles = await cat(geometry.id, 0, 'Dreiecke//Pythagoras');
  const circles = await cat(geometry.id, 1, 'Kreis');

  const science = await cat(null, 1, 'Naturwissenschaften', {
    description: 'Biology and chemistry for the Passerelle and the ETH entrance exam.',
    price: '150.00',
    image: asset('programme-science.png'),
    flags: { uzh: false, puzh: false },
  });
  const biology = await cat(science.id, 0, 'Biologie', { flags: { uzh: false, puzh: false } });
  const cells = await cat(biology.id, 0, 'Zellbiologie', { flags: { uzh: false, puzh: false } });
  const chemistry = await cat(science.id, 1, 'Chemie', { flags: { uzh: false, puzh: false } });
  const periodic = await cat(chemistry.id, 0, 'Periodensystem', { flags: { uzh: false, puzh: false } });

  const languages = await cat(null, 2, 'Sprachen//Englisch', {
    description: 'English vocabulary and grammar for the Matura.',
    price: '90.00',
    image: asset('programme-language.png'),
    flags: { bm2: false, pbm2: false },
  });
  const vocabulary = await cat(languages.id, 0, 'Vokabular', { flags: { bm2: false, pbm2: false } });
  const everyday = await cat(vocabulary.id, 0, 'Alltag', { flags: { bm2: false, pbm2: false } });
  const grammar = await cat(languages.id, 1, 'Grammatik', { flags: { bm2: false, pbm2: false } });
  const tenses = await cat(grammar.id, 0, 'Zeitformen', { flags: { bm2: false, pbm2: false } });

  const card = (
    categoryId: number,
    type: number,
    title: string,
    data: unknown,
    learntypeId = 0,
    relevance = 3,
    difficulty = 3,
  ) => ({ categoryId, type, title, data, learntypeId, relevance, difficulty });
  await db.insert(cards).values([
    card(
      triangles.id,
      1,
      'Satz des Pythagoras',
      { front_picture: asset('triangle-front.png'), back_picture: asset('triangle-back.png') },
      2,
      5,
      2,
    ),
    card(
      circles.id,
      1,
      'Kreisfläche',
      { front_picture: asset('circle-front.png'), back_picture: asset('circle-back.png') },
      2,
      4,
      2,
    ),
    card(
      cells.id,
      1,
      'Organellen',
      { front_picture: asset('cell-front.png'), back_picture: asset('cell-back.png') },
      0,
      4,
      3,
    ),
    card(
      cells.id,
      2,
      'Osmose',
      {
        front_html: '<h3>Was ist Osmose?</h3><p>Erkläre den Begriff in einem Satz.</p>',
        back_html:
          '<p><strong>Osmose</strong> ist die Diffusion von Wasser durch eine <em>semipermeable Membran</em> hin zur höheren Konzentration gelöster Stoffe.</p>',
      },
      2,
    ),
    card(
      functions.id,
      2,
      'Lineare Funktion',
      {
        front_html: '<p>Wie lautet die allgemeine Form einer <b>linearen Funktion</b>?</p>',
        back_html:
          '<p>\\(f(x) = m \\cdot x + q\\)</p><ul><li>\\(m\\): Steigung, \\(m = \\frac{\\Delta y}{\\Delta x}\\)</li><li>\\(q\\): y-Achsenabschnitt</li></ul>' +
          `<p><img src="/storage/user_uploads/${asset('linear-function.png')}" alt="Graph von f(x) = 0.5·x + 1 mit dem Steigungsdreieck Δx = 4, Δy = 2 und dem Achsenabschnitt q = 1"></p>`,
      },
      2,
    ),
    card(
      equations.id,
      3,
      'Lösung einer Gleichung',
      {
        question: 'Welche Lösung hat 2x + 6 = 14?',
        answers: [{ false: 'x = 3' }, { true: 'x = 4' }, { false: 'x = 10' }, { false: 'x = 7' }],
      },
      0,
      5,
      1,
    ),
    card(
      equations.id,
      4,
      'Quadratische Gleichung',
      {
        question: 'Welche Zahlen lösen \\(x^2 = 9\\)?',
        answers: [{ true: 'x = 3' }, { true: 'x = −3' }, { false: 'x = 9' }, { false: 'x = 0' }],
      },
      0,
      4,
      2,
    ),
    card(
      functions.id,
      3,
      'Steigung',
      {
        question: 'Welche Steigung hat \\(f(x) = -2x + 5\\)?',
        answers: [{ true: '−2' }, { false: '5' }, { false: '2' }],
      },
      0,
      3,
      1,
    ),
    card(
      periodic.id,
      5,
      'Elemente und Symbole',
      {
        question: 'Ordne die Symbole den Elementen zu.',
        answers: [
          ['Natrium', 'Na'],
          ['Kalium', 'K'],
          ['Eisen', 'Fe'],
          ['Gold', 'Au'],
        ],
      },
      1,
      4,
      2,
    ),
    card(
      periodic.id,
      4,
      'Edelgase',
      {
        question: 'Welche Elemente sind Edelgase?',
        answers: [{ true: 'Helium' }, { true: 'Neon' }, { false: 'Sauerstoff' }, { true: 'Argon' }],
      },
      0,
      3,
      3,
    ),
    card(
      equations.id,
      6,
      'Äquivalenzumformung',
      {
        // a formula gap: 3x^2, 3x^{2} and \(3 x^2\) are all accepted (packages/core/src/formula.ts)
        question:
          'Aus \\(3x = 12\\) folgt \\(x =\\) [4, vier], denn man [dividiert, teilt] beide Seiten durch 3. Die Ableitung von \\(x^3\\) ist [3x^2].',
      },
      0,
      3,
      2,
    ),
    card(
      tenses.id,
      6,
      'Simple past',
      { question: 'Yesterday I [went] to school and [saw, met] my friends.' },
      0,
      3,
      2,
    ),
    card(
      tenses.id,
      3,
      'Present perfect',
      {
        question: 'Which sentence is correct?',
        answers: [
          { true: 'I have lived here since 2010.' },
          { false: 'I live here since 2010.' },
          { false: 'I am living here since 2010.' },
        ],
      },
      3,
      4,
      4,
    ),
    card(
      everyday.id,
      7,
      'to borrow',
      {
        native: {
          word: 'ausleihen',
          explanation: 'etwas für kurze Zeit von jemandem bekommen',
          example: 'Kann ich dein Buch ausleihen?',
        },
        translation: {
          word: 'to borrow',
          explanation: 'to take something that you will give back',
          example: 'Can I borrow your book?',
        },
      },
      1,
    ),
    card(
      everyday.id,
      7,
      'appointment',
      {
        native: {
          word: 'der Termin',
          explanation: 'eine vereinbarte Zeit für ein Treffen',
          example: 'Ich habe morgen einen Termin beim Arzt.',
        },
        translation: {
          word: 'appointment',
          explanation: 'an arrangement to meet at a certain time',
          example: 'I have a doctor’s appointment tomorrow.',
        },
      },
      1,
    ),
    // The maths programme (the demo student's) holds every card type, so one session meets all seven.
    card(
      circles.id,
      5,
      'Formeln am Kreis',
      {
        question: 'Ordne jeder Grösse ihre Formel zu.',
        answers: [
          ['Umfang', '2·π·r'],
          ['Fläche', 'π·r²'],
          ['Durchmesser', '2·r'],
        ],
      },
      0,
      4,
      2,
    ),
    card(
      functions.id,
      7,
      'die Steigung',
      {
        native: {
          word: 'die Steigung',
          explanation: 'wie stark eine Gerade steigt oder fällt',
          example: 'Die Gerade \\(y = 2x + 1\\) hat die Steigung 2.',
        },
        translation: {
          word: 'the slope',
          explanation: 'how steeply a line rises or falls',
          example: 'The line \\(y = 2x + 1\\) has a slope of 2.',
        },
      },
      1,
    ),
    card(
      everyday.id,
      7,
      'to suggest',
      {
        native: {
          word: 'vorschlagen',
          explanation: 'eine Idee zur Diskussion stellen',
          example: 'Ich schlage vor, dass wir gehen.',
        },
        translation: {
          word: 'to suggest',
          explanation: 'to mention an idea for others to consider',
          example: 'I suggest that we leave.',
        },
      },
      1,
    ),
  ]);

  const doc = (
    categoryId: number,
    contentType: 'theory' | 'exercise',
    name: string,
    file: string,
    solution?: string,
  ) => ({
    categoryId,
    contentType,
    name,
    description: `${name} – ${contentType === 'theory' ? 'Theorie' : 'Übungen'}`,
    mediaType: 'document' as const,
    filePath: file,
    fileExtension: 'pdf',
    solutionActive: !!solution,
    solutionPath: solution ?? null,
  });
  await db.insert(contents).values([
    doc(
      equations.id,
      'theory',
      'Lineare Gleichungen//Grundlagen',
      pdf('demo-lineare-gleichungen.pdf', 'Lineare Gleichungen', [
        'Eine lineare Gleichung hat die Form a*x + b = c.',
        'Man loest sie durch Aequivalenzumformungen:',
        '1. auf beiden Seiten dasselbe addieren oder subtrahieren,',
        '2. beide Seiten durch dieselbe Zahl (nicht 0) teilen.',
      ]),
    ),
    doc(
      equations.id,
      'exercise',
      'Übungsserie Gleichungen',
      pdf('demo-uebung-gleichungen.pdf', 'Uebungsserie Gleichungen', [
        '1) 3x + 4 = 19',
        '2) 5x - 7 = 2x + 8',
        '3) x/4 + 2 = 5',
      ]),
      pdf('demo-loesung-gleichungen.pdf', 'Loesungen', ['1) x = 5', '2) x = 5', '3) x = 12']),
    ),
    doc(
      functions.id,
      'theory',
      'Funktionen',
      pdf('demo-funktionen.pdf', 'Funktionen', [
        'Eine Funktion ordnet jedem x genau ein y zu.',
        'Lineare Funktion: f(x) = m*x + q',
      ]),
    ),
    {
      categoryId: functions.id,
      contentType: 'theory' as const,
      name: 'Funktionsplotter',
      description: 'Interaktiver Funktionsplotter',
      mediaType: 'url' as const,
      filePath: 'https://www.geogebra.org/graphing',
      solutionActive: false,
    },
    doc(
      triangles.id,
      'theory',
      'Satz des Pythagoras',
      pdf('demo-pythagoras.pdf', 'Satz des Pythagoras', [
        'In einem rechtwinkligen Dreieck gilt a^2 + b^2 = c^2.',
        'c ist die Hypotenuse, a und b die Katheten.',
      ]),
    ),
    doc(
      triangles.id,
      'exercise',
      'Übungen Pythagoras',
      pdf('demo-uebung-pythagoras.pdf', 'Uebungen Pythagoras', [
        '1) a = 3, b = 4: c = ?',
        '2) c = 13, a = 5: b = ?',
      ]),
      pdf('demo-loesung-pythagoras.pdf', 'Loesungen', ['1) c = 5', '2) b = 12']),
    ),
    doc(
      circles.id,
      'exercise',
      'Kreisberechnungen',
      pdf('demo-kreis.pdf', 'Kreisberechnungen', ['1) r = 2 cm: Flaeche?', '2) U = 31.4 cm: Radius?']),
      pdf('demo-loesung-kreis.pdf', 'Loesungen', ['1) A = 12.57 cm^2', '2) r = 5 cm']),
    ),
    doc(
      cells.id,
      'theory',
      'Die Zelle',
      pdf('demo-zelle.pdf', 'Die Zelle', ['Zellkern, Mitochondrien, Ribosomen, Zellmembran.']),
    ),
    {
      categoryId: cells.id,
      contentType: 'theory' as const,
      name: 'Video: Zellaufbau',
      description: 'Kurzes Erklärvideo',
      mediaType: 'video' as const,
      filePath: 'https://www.youtube-nocookie.com/embed/URUJD5NEXC8',
      solutionActive: false,
    },
    doc(
      periodic.id,
      'exercise',
      'Periodensystem Übungen',
      pdf('demo-periodensystem.pdf', 'Periodensystem', ['Nenne die Edelgase der ersten drei Perioden.']),
      pdf('demo-loesung-periodensystem.pdf', 'Loesung', ['Helium, Neon, Argon']),
    ),
    // contents at parent levels too, so the parent tables (a chapter's theory above its exercises) show something
    doc(
      algebra.id,
      'theory',
      'Algebra: Übersicht',
      pdf('demo-algebra-uebersicht.pdf', 'Algebra: Uebersicht', [
        'Terme, Gleichungen und Funktionen im Ueberblick.',
        'Zuerst Gleichungen loesen, dann Funktionen verstehen.',
      ]),
    ),
    doc(
      math.id,
      'exercise',
      'Probeprüfung Mathematik',
      pdf('demo-probepruefung.pdf', 'Probepruefung Mathematik', [
        '1) Loese 2x + 6 = 14.',
        '2) Ein rechtwinkliges Dreieck hat die Katheten 6 und 8. Wie lang ist die Hypotenuse?',
        '3) Wie gross ist die Flaeche eines Kreises mit r = 3?',
      ]),
      pdf('demo-loesung-probepruefung.pdf', 'Loesungen', ['1) x = 4', '2) c = 10', '3) A = 28.27']),
    ),
    doc(
      geometry.id,
      'exercise',
      'Geometrie: gemischte Aufgaben',
      pdf('demo-uebung-geometrie.pdf', 'Geometrie: gemischte Aufgaben', [
        '1) Dreieck mit a = 5, b = 12: c = ?',
        '2) Kreis mit d = 10 cm: Umfang?',
      ]),
      pdf('demo-loesung-geometrie.pdf', 'Loesungen', ['1) c = 13', '2) U = 31.42 cm']),
    ),
    doc(
      science.id,
      'theory',
      'Naturwissenschaften: Einführung',
      pdf('demo-naturwissenschaften.pdf', 'Naturwissenschaften: Einfuehrung', [
        'Biologie und Chemie fuer die Passerelle und die ETH-Aufnahmepruefung.',
      ]),
    ),
    doc(
      tenses.id,
      'theory',
      'English tenses',
      pdf('demo-tenses.pdf', 'English tenses', [
        'Simple past: finished actions in the past.',
        'Present perfect: past actions with a link to now.',
      ]),
    ),
    doc(
      everyday.id,
      'exercise',
      'Vocabulary test',
      pdf('demo-vocabulary.pdf', 'Vocabulary test', ['Translate: ausleihen, Termin, vorschlagen']),
      pdf('demo-vocabulary-solution.pdf', 'Solution', ['to borrow, appointment, to suggest']),
    ),
  ]);

  await db.insert(products).values([
    { categoryId: math.id, position: 0 },
    { categoryId: science.id, position: 1 },
    { categoryId: languages.id, position: 2 },
  ]);

  const today = new Date();
  await db.insert(roles).values({
    userId: student.id,
    categoryId: math.id,
    examType: 'pecus',
    startDate: isoDay(addDays(today, -30)),
    expirationDate: isoDay(addDays(today, 365)),
  });

  // This week's lessons: one live, one recording (meeting id of 2 characters or less), one unavailable (link of 2 or less).
  const lessonRows = await db
    .insert(lessons)
    .values([
      {
        categoryId: math.id,
        title: 'Live: Gleichungen lösen',
        description: 'Wir lösen gemeinsam Aufgaben aus der Übungsserie.',
        link: 'https://meet.example.com/j/84512399',
        day: isoDay(today),
        start: '18:00',
        end: '19:30',
        room: 'Raum 1',
        password: 'matura',
        meetingId: '845 1239 9112',
      },
      {
        categoryId: math.id,
        title: 'Aufzeichnung: Geometrie',
        description: 'Die Aufzeichnung der letzten Lektion.',
        link: 'https://video.example.com/recordings/geometrie',
        day: isoDay(addDays(today, -1)),
        start: '17:00',
        end: '18:00',
        room: 'Raum 2',
        password: '-',
        meetingId: '-',
      },
      {
        categoryId: math.id,
        title: 'Funktionen (noch nicht verfügbar)',
        description: 'Der Link folgt.',
        link: '-',
        day: isoDay(addDays(today, 1)),
        start: '18:00',
        end: '19:00',
        room: 'Raum 1',
        password: '-',
        meetingId: '-',
      },
    ])
    .returning();
  // the attachment named "Theorie" opens the theory document (not the exercise sheet of the same chapter)
  const equationsTheory = (
    await db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.categoryId, equations.id), eq(contents.contentType, 'theory')))
      .limit(1)
  )[0];
  await db.insert(lessonFiles).values([
    {
      lessonId: lessonRows[0].id,
      name: 'Arbeitsblatt',
      description: 'Aufgaben für die Lektion',
      type: 'file',
      path: pdf('demo-arbeitsblatt.pdf', 'Arbeitsblatt', ['Loese: 4x - 3 = 13']),
    },
    {
      lessonId: lessonRows[0].id,
      name: 'Theorie',
      description: 'Lineare Gleichungen',
      type: 'content',
      contentId: equationsTheory?.id ?? null,
    },
    {
      lessonId: lessonRows[1].id,
      name: 'Geogebra',
      description: 'Interaktive Geometrie',
      type: 'link',
      path: 'https://www.geogebra.org/geometry',
    },
  ]);
  await db.update(categories).set({ updatedAt: new Date() }).where(eq(categories.id, math.id));
  app.log.info('demo data seeded');
}
