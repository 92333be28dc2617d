// screenshots/index.html: one row per screen, its pictures side by side, each opening the full picture; a
// picture that did not show as meant (still loading, a script error) is marked as a failure, one in which text
// overflows its box is flagged with what overflows. The top lists both, so a review starts with them.
import { describeOverflow, type Overflow } from '../../e2e/overflow-check.ts';
import type { Screen } from './screens.ts';

export interface Column {
  lang: string;
  width: number;
}

export interface IndexInput {
  screens: Screen[];
  columns: Column[];
  /** The columns a screen has a picture in. */
  shotsOf: (screen: Screen) => Column[];
  /** By `<lang>/<width>/<id>.png`. */
  problems: Map<string, string[]>;
  overflows: Map<string, Overflow[]>;
  /** Routes of the router that no screen shows. */
  unlisted: string[];
  made: string;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const pathOf = (screen: Screen, { lang, width }: Column) => `${lang}/${width}/${screen.id}.png`;

/** The page, with pictures at `<lang>/<width>/<screen id>.png` relative to it. */
export function indexPage({ screens, columns, shotsOf, problems, overflows, unlisted, made }: IndexInput): string {
  const template = columns.map(({ width }) => (width > 1000 ? '3fr' : width > 600 ? '2fr' : '1fr')).join(' ');
  const heads = columns.map(({ lang, width }) => `<div class="head">${lang} · ${width} px</div>`).join('');
  const rows = screens
    .map((screen) => {
      const shot = new Set(shotsOf(screen));
      const cells = columns
        .map((column) => {
          if (!shot.has(column)) return '<figure class="none"></figure>';
          const path = pathOf(screen, column);
          const failed = problems.get(path) ?? [];
          const overflowing = overflows.get(path) ?? [];
          const notes = [
            failed.length ? `<p class="problem">${failed.map(escape).join('<br>')}</p>` : '',
            overflowing.length
              ? `<details class="overflow"><summary>Text overflows: ${overflowing.length}</summary><ul>${overflowing.map((overflow) => `<li>${escape(describeOverflow(overflow))}</li>`).join('')}</ul></details>`
              : '',
          ].join('');
          const flag = failed.length ? ' failed' : overflowing.length ? ' flagged' : '';
          return `<figure class="${flag.trim()}">${notes}<a href="${path}"><img src="${path}" alt="${escape(`${screen.id}, ${column.lang}, ${column.width} px`)}" loading="lazy"></a></figure>`;
        })
        .join('');
      const variant = screen.variant === 'demo' ? '' : ` <span class="variant">${screen.variant}</span>`;
      return `<section id="${screen.id}"><h2>${escape(screen.id)}${variant} <code>#${escape(screen.hash)}</code> <span>${escape(screen.route)}${screen.who ? ` · as ${screen.who}` : ''}</span></h2><div class="row">${cells}</div></section>`;
    })
    .join('\n');
  const count = (map: Map<string, unknown[]>) => [...map.keys()].filter((path) => screens.some((screen) => path.endsWith(`/${screen.id}.png`))).length;
  const listOf = (map: Map<string, unknown[]>) =>
    screens
      .filter((screen) => columns.some((column) => map.has(pathOf(screen, column))))
      .map((screen) => `<a href="#${screen.id}">${escape(screen.id)}</a> (${columns.filter((column) => map.has(pathOf(screen, column))).map(({ lang, width }) => `${lang} ${width}`).join(', ')})`)
      .join(' · ');
  const summary = [
    unlisted.length ? `<p class="problem">Routes of the router missing from the list (scripts/screenshots/screens.ts): ${unlisted.map(escape).join(', ')}</p>` : '',
    problems.size ? `<p class="problem"><b>${count(problems)} pictures did not show as meant</b> (the run failed): ${listOf(problems)}</p>` : '<p>Every picture shows its screen loaded.</p>',
    overflows.size ? `<p class="flag"><b>Text overflows its box in ${count(overflows)} pictures:</b> ${listOf(overflows)}</p>` : '<p>No text overflows its box.</p>',
  ].join('');
  const toc = screens.map((screen) => `<a href="#${screen.id}">${escape(screen.id)}</a>`).join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Messeportal screens</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0 1rem 2rem; background: #f4f5f7; color: #1a1b1e; }
  .heads { position: sticky; top: 0; z-index: 1; background: #f4f5f7; padding: .5rem 0; border-bottom: 1px solid #d0d4da; }
  .row, .heads { display: grid; grid-template-columns: ${template}; gap: 1rem; align-items: start; }
  .head { font-weight: 600; }
  nav { font-size: 12px; margin: .25rem 0 .5rem; }
  nav a { margin-right: .5rem; }
  section { margin-top: 1.5rem; scroll-margin-top: 2.5rem; }
  h2 { font-size: 15px; margin: 0 0 .5rem; }
  h2 span, code { color: #555; font-weight: 400; }
  h2 .variant { color: #fff; background: #5c5f66; border-radius: 4px; padding: 0 .4rem; font-size: 12px; }
  figure { margin: 0; min-width: 0; }
  img { width: 100%; border: 1px solid #d0d4da; background: #fff; display: block; }
  figure.failed img { outline: 3px solid #a4161a; }
  figure.flagged img { outline: 3px solid #e8590c; }
  .problem { color: #a4161a; margin: 0 0 .25rem; }
  .flag, .overflow { color: #a33b00; }
  .overflow { font-size: 12px; margin: 0 0 .25rem; overflow-wrap: anywhere; }
  .overflow ul { margin: .25rem 0; padding-left: 1rem; }
</style>
</head>
<body>
<header>
<h1>Messeportal — every route, German and English, 1366, 768 and 390 px</h1>
<p>Made ${escape(made)} by <code>npm run screenshots</code> on a fresh demo database. A picture opens full size.
Variants: <b>long</b> German texts, <b>empty</b> (a fresh exhibitor, a fair with nothing), <b>missing</b> (a record that does not exist).
Red: did not show as meant; orange: text overflows its box (e2e/overflow-check.ts).</p>
${summary}
<nav>${toc}</nav>
</header>
<div class="heads">${heads}</div>
${rows}
</body>
</html>
`;
}
