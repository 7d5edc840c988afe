import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server for `vite` and `vite preview` (API_TARGET=http://localhost:3100 to use another). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
