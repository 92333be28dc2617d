// The routes the web app's router declares, read from its source (apps/web/src/router.tsx and the back
// office's app/backoffice-routes.tsx, mounted under `/be/*`), as full paths with their `:params`: what the
// list of screens (screens.ts) must cover. Redirects (`<Navigate …>`) are no screens of their own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const web = join(import.meta.dirname, '../../apps/web/src');

const joinPath = (...parts: string[]) => `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

/** The full paths of the `<Route>`s of one file, nested routes under their parents' paths. */
export function routesOf(source: string, base = ''): string[] {
  const found: string[] = [];
  const parents: string[] = [base];
  // An attribute's `{…}` may hold a tag of its own (`element={<Page />}`): the tag ends at a `>` outside braces.
  for (const tag of source.matchAll(/<Route\b((?:[^>{]|\{[^}]*\})*?)(\/?)>|<\/Route>/g)) {
    if (tag[0] === '</Route>') {
      parents.pop();
      continue;
    }
    const [, attributes = '', selfClosing] = tag;
    const path = /\bpath="([^"]*)"/.exec(attributes)?.[1];
    const parent = parents[parents.length - 1]!;
    const full = path === undefined ? parent : path === '*' && parent === '' ? '*' : joinPath(parent, path);
    const redirect = /element=\{<Navigate\b/.test(attributes);
    const index = /\bindex\b/.test(attributes);
    // A route with children is a layout: its index route, if any, is its screen.
    if (selfClosing && !redirect && (path !== undefined || index)) found.push(index ? parent || '/' : full);
    if (!selfClosing) parents.push(path === undefined ? parent : full);
  }
  return found;
}

/** Every route of the app; `/be/*` stands for the back office's own routes, listed instead of it. */
export function appRoutes(): string[] {
  const top = routesOf(readFileSync(join(web, 'router.tsx'), 'utf8'));
  const backOffice = routesOf(readFileSync(join(web, 'app/backoffice-routes.tsx'), 'utf8'), '/be');
  return [...new Set([...top.filter((route) => route !== '/be/*'), ...backOffice])];
}
