import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';

// The version a device names when it joins a venue hub (the hub refuses another version).
const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

// The app is served from one origin and must work with no network after the first load:
// vite-plugin-pwa precaches every built asset (including the pairing worker) with Workbox.
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // Take control of the page that installed the worker, so it works offline without a second load.
        clientsClaim: true,
        skipWaiting: true,
      },
      manifest: {
        name: 'Pairwise',
        short_name: 'Pairwise',
        description: 'Offline Swiss tournament pairings',
        theme_color: '#1f3a5f',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false },
  preview: { port: 4173, strictPort: true },
});
