import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';

// React Router's package exports name only its development build, which keeps the warnings meant for
// development; the production build beside it is the same code without them.
const reactRouterProduction = createRequire(import.meta.url).resolve('react-router').replace(/development([\\/]index\.m?js)$/, 'production$1');

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset URLs: the server may mount the built shell under any path.
  base: './',
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction },
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('src/app/use-sync-external-store-shim.ts', import.meta.url)) },
      // What recharts imports beside it: the selector hook without the shim, the module react-redux imports too.
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  plugins: [
    react(),
    // Hashed assets never change, so they are compressed once here, at the strongest settings, and the server
    // sends the .br or .gz beside each file as the browser accepts (apps/api/src/platform/web/routes.ts). The
    // .gz is Zopfli's: plain gzip for every browser, some 3 % smaller than zlib's best, slower only here.
    compression({
      include: /^assets\/.*\.(js|css|svg)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm(async (file) => Buffer.from(await gzipAsync(file as Uint8Array, { numiterations: 5 }))), defineAlgorithm('brotliCompress')],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route group loads, read by the bench's bundle budget.
    manifest: true,
    // Every browser of the last two years preloads modules itself; an older one (Safari 16) loads the same chunks
    // without preloading them, so the polyfill that every first visit would carry is left out.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks and their stylesheets by their hash alone: the entry names each file every route group needs (some
        // 150, in the list of what to load with a group, which every first visit carries); the manifest keeps their
        // names (dist/.vite/manifest.json, read by the bench).
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [
            // React in a chunk of its own: the entry stays under the 80 kB a chunk may have (gzip), and React
            // stays cached when a deployment changes only the app.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Everything else the entry imports in the entry: left alone, Rolldown cuts it into a dozen chunks
            // shared with the route groups, which every first visit loads anyway and which compress worse apart.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The frame, texts and inputs every area's first page shows, in one chunk instead of a dozen; with the
            // check and radio marks and the inline input (the configurator's first step), which the shell's menus
            // and checkboxes elsewhere share and Rolldown would otherwise cut into chunks of a few hundred bytes;
            // and the radio buttons of the configurator's first step, which the back office's requests use too
            // (apart, they cost its first visit 0.6 kB; here the login page carries 1 kB more).
            { name: 'ui', test: /[\\/](ui[\\/](app-frame|language-switch|notice-outlet)\.tsx|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|Alert|CloseButton|Group|Paper|Radio)|core[\\/](DirectionProvider|utils[\\/]create-safe-context))[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Checkbox[\\/]CheckIcon|Radio[\\/]RadioIcon)\.mjs|utils[\\/]InlineInput[\\/]))/ },
            // The event dashboard's charts (recharts and what it builds on), only in the back office: cut in two beside
            // the dashboard's own chunk, so that none passes the 80 kB a chunk may have (gzip).
            {
              name: 'chart-libs',
              test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|es-toolkit|decimal\.js-light|d3-[a-z]+|victory-vendor|eventemitter3|use-sync-external-store|tiny-invariant)[\\/]/,
            },
            { name: 'chart-state', test: /[\\/]node_modules[\\/]recharts[\\/]es6[\\/](state|util|context|synchronisation|hooks\.js)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/pub': apiTarget, '/fe': apiTarget, '/be': apiTarget },
  },
});
