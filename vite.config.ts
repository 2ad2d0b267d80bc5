import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadBudget } from './scripts/vite-first-load-budget.ts';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@web': path.resolve(import.meta.dirname, 'src/web'),
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    firstLoadBudget({ budgetKb: 200 }),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      scope: '/',
      manifest: {
        name: 'Kleinkram – second-hand marketplace',
        short_name: 'Kleinkram',
        description: 'Buy and sell second-hand in your neighbourhood. List in under 30 seconds.',
        theme_color: '#c2410c',
        background_color: '#fafaf9',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/sw\.js$/],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: { cacheName: 'media', expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // ADR 044: what every page runs (React, the router, queries, i18next, zod) in one chunk that
        // stays cached across deploys of the app code, instead of a dozen small first-load requests.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|i18next-browser-languagedetector|zod)[\\/]/,
            },
            // ADR 089: the formatters the web shares with the server's first screen, paths and the feeds'
            // endpoints: small modules of every first load in one chunk instead of six.
            {
              name: 'helpers',
              test: /src[\\/](shared[\\/](format[\\/]|pricing[\\/]cents\.ts|listings[\\/]listing-feeds\.endpoints\.ts)|web[\\/]lib[\\/](format|paths)\.ts)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/media': 'http://localhost:3000' },
  },
});
