// screenshots/index.html: one row per screen, its four variants side by side, each opening the full picture.
import type { Screen } from './screens.ts';

export interface Variant {
  lang: string;
  width: number;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The page, with pictures at `<lang>/<width>/<screen id>.png` relative to it; `problems` by `<lang>/<width>/<id>`. */
export function indexPage(screens: Screen[], variants: Variant[], problems: Map<string, string[]>, made: string): string {
  const columns = variants.map(({ width }) => (width > 600 ? '2fr' : '1fr')).join(' ');
  const heads = variants.map(({ lang, width }) => `<div class="head">${lang} · ${width} px</div>`).join('');
  const rows = screens
    .map((screen) => {
      const cells = variants
        .map(({ lang, width }) => {
          const path = `${lang}/${width}/${screen.id}.png`;
          const noted = problems.get(path) ?? [];
          const note = noted.length ? `<p class="problem">${noted.map(escape).join('<br>')}</p>` : '';
          return `<figure>${note}<a href="${path}"><img src="${path}" alt="${escape(`${screen.id}, ${lang}, ${width} px`)}" loading="lazy"></a></figure>`;
        })
        .join('');
      return `<section id="${screen.id}"><h2>${escape(screen.id)} <code>#${escape(screen.hash)}</code>${screen.who ? ` <span>as ${screen.who}</span>` : ''}</h2><div class="row">${cells}</div></section>`;
    })
    .join('\n');
  const toc = screens.map((screen) => `<a href="#${screen.id}">${escape(screen.id)}</a>`).join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Messeportal screens</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0 1rem 2rem; background: #f4f5f7; color: #1a1b1e; }
  .heads { position: sticky; top: 0; z-index: 1; background: #f4f5f7; padding: .5rem 0; border-bottom: 1px solid #d0d4da; }
  .row, .heads { display: grid; grid-template-columns: ${columns}; gap: 1rem; align-items: start; }
  .head { font-weight: 600; }
  nav { font-size: 12px; margin: .25rem 0 .5rem; }
  nav a { margin-right: .5rem; }
  section { margin-top: 1.5rem; scroll-margin-top: 2.5rem; }
  h2 { font-size: 15px; margin: 0 0 .5rem; }
  h2 span, code { color: #555; font-weight: 400; }
  figure { margin: 0; }
  img { width: 100%; border: 1px solid #d0d4da; background: #fff; display: block; }
  .problem { color: #a4161a; margin: 0 0 .25rem; }
</style>
</head>
<body>
<header>
<h1>Messeportal — every screen, German and English, 1366 and 390 px</h1>
<p>Made ${escape(made)} by <code>npm run screenshots</code> on a fresh demo database. A picture opens full size.</p>
<nav>${toc}</nav>
</header>
<div class="heads">${heads}</div>
${rows}
</body>
</html>
`;
}
