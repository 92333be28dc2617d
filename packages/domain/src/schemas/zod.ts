import { config, z } from 'zod';

/*
 * Zod as every schema here uses it. Zod tries `new Function` when it builds its first object schema, to
 * compile faster parsers; the web app's CSP allows no eval, so the browser blocks the try and reports a
 * violation on every page that loads these schemas. In the browser they parse without compiling (the same
 * results); the server keeps the compiled parsers. Each schema module imports z from here, so this runs
 * before any schema is built.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
