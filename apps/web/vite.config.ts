import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { dictionaryPath, LANGUAGE_CODES, PRELOADED_NAMESPACES } from './src/lib/i18n-files';

/** The API server for `vite` and `vite preview` (API_TARGET=http://localhost:3100 to use another). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * Start-up reads /config.json and the preloaded dictionaries (both languages: German is the default, English
 * the fallback) before the app shows. Preload links let the browser fetch them while the JavaScript loads.
 */
function preloadStartupFiles(): Plugin {
  let base = '/';
  return {
    name: 'portal-preload-startup-files',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml() {
      const files = [
        'config.json',
        ...LANGUAGE_CODES.flatMap((lng) => PRELOADED_NAMESPACES.map((ns) => dictionaryPath(lng, ns))),
      ];
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `${base}${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
}

/** The theme's primary colour (Mantine blue, shade 8) and the page background. */
const THEME_COLOR = '#1971c2';
const BACKGROUND_COLOR = '#ffffff';
/** Seconds a network-first request waits for the network before the stored copy is shown (slow or dead link). */
const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * The installable, offline app (issue 22; README "Offline and install"): a web app manifest and a Workbox service
 * worker (generateSW). The SW's route callbacks are copied into sw.js as text: they may use only their arguments.
 *  - precache: the app shell (index.html, the hashed assets, the icons) and the dictionaries, replaced as a whole by
 *    the next version; any page URL falls back to index.html, except /api, /storage and /publicFiles;
 *  - /config.json: stale-while-revalidate (the stored copy at once, renewed for the next start; also offline);
 *  - /publicFiles: stale-while-revalidate (the public HTML pages, JSON and pictures; not private answers, not music);
 *  - the course tree, the session's cards, the learn types and the card pictures (GET only): network first with a
 *    short time-out, the last copy when offline. These are private: lib/private-caches.ts deletes them on logout and
 *    on a change of user;
 *  - signed /storage pictures: cache first, stored under their path and user without the short-lived signature (a
 *    new link to the same file finds the copy); private too.
 * Registration: src/lib/pwa.ts (registerType 'prompt': a waiting version is offered, never forced).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  // the icons and the favicon are precached by the glob patterns below
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'learning portal',
    short_name: 'Lernportal',
    description: 'Courses, theory, exercises, flashcards and online lessons for exam preparation',
    lang: 'de',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // the shell, the icons and the dictionaries (lang/); config.json and publicFiles/ are routed below. The admin
    // area's and the editors' code (the chunks the page-weight test keeps off learner pages) loads from the network
    // when a teacher opens them: learners do not download it with the shell.
    // KaTeX's fonts (woff2, the format every supported browser takes) so a stored session shows formulas offline
    globPatterns: ['**/*.{js,css,html,svg,png,json}', 'assets/KaTeX_*.woff2'],
    globIgnores: [
      'config.json',
      'publicFiles/**',
      'assets/*{Admin,Editor,CacheRoles,HtmlFields,tiptap,prosemirror}*',
    ],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/storage(\/|$)/, /^\/publicFiles(\/|$)/],
    cleanupOutdatedCaches: true,
    // the first visit is served by the SW at once (the tree opened then is kept for offline); a new version waits
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        // stale-while-revalidate: the app starts with the stored copy and the copy is renewed for the next start
        // (network first cost a start on a slow network one round trip before anything else could be asked;
        // issue 31 point 5). An operator's edit reaches a returning browser on its second start.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'portal-config',
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          url.pathname.startsWith('/publicFiles/') &&
          !/\.(ogg|mp3|m4a|wav|mp4|webm)$/i.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'portal-public',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200 },
          plugins: [
            {
              // a teacher-only answer under /publicFiles (lessonData.json) is private: never stored
              cacheWillUpdate: async ({ response }) =>
                /private|no-store/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
            },
          ],
        },
      },
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/api\/(cats\/(roots|\d+)|cards\/(session|read)\/\d+|learntypes|image\/\d+)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'portal-api',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 500 },
        },
      },
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/storage\/(user_uploads|thumbnails)\/[^/]+\.(png|jpe?g)$/i.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'portal-storage',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
          plugins: [
            {
              // the key is the path and the user (user=), without the link's expiry and signature
              cacheKeyWillBeUsed: async ({ request }) => {
                const key = new URL(request.url);
                key.searchParams.delete('expires');
                key.searchParams.delete('signature');
                return key.href;
              },
            },
          ],
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), preloadStartupFiles(), pwa],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/storage': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/api': apiTarget,
      '/storage': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk: the browser opens 6 connections per host on
          // HTTP/1.1, so 29 small initial files cost several round trips on a slow network.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
