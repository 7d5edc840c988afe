import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react(), preloadStartupFiles()],
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
