import { expect, test, type Page } from '@playwright/test';
import { overflowsIn, type OverflowKind } from './overflow-check.ts';

// The overflow detector (overflow-check.ts) on small pages of its own, in the browser's real layout: what it
// must find, and what is meant to scroll or to break and must not count. No server needed.

test.use({ viewport: { width: 390, height: 844 } });

async function kindsOf(page: Page, body: string): Promise<OverflowKind[]> {
  await page.setContent(`<!doctype html><html lang="de"><body style="margin:0;font:16px sans-serif">${body}</body></html>`);
  return (await overflowsIn(page)).map((overflow) => overflow.kind);
}

const badge = (style: string, label: string) =>
  `<span class="mantine-Badge-root" style="display:inline-flex;background:#eee;${style}"><span class="mantine-Badge-label" style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${label}</span></span>`;

test('finds nothing where everything fits, wraps between words or breaks a compound wider than the screen', async ({ page }) => {
  expect(
    await kindsOf(
      page,
      `<main style="width:300px;border:1px solid">
         <p>Bitte geben Sie die Anzahl der gewünschten Leistungen an, wir berechnen den Preis sofort.</p>
         <p style="overflow-wrap:anywhere">Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt Küchen- und Einrichtungshäuser GmbH</p>
         <p style="width:90px">Küchen-Einrichtungs-Haus</p>
         ${badge('', 'Bestätigt')}
       </main>`,
    ),
  ).toEqual([]);
});

test('finds a badge whose label ends in an ellipsis ("WARTE…")', async ({ page }) => {
  expect(await kindsOf(page, badge('max-width:60px;overflow:hidden', 'Wartet auf Versand'))).toEqual(['cut']);
});

test('finds a button label clipped by its button', async ({ page }) => {
  expect(await kindsOf(page, '<button style="width:80px;overflow:hidden;white-space:nowrap">Zahlungspflichtig bestellen</button>')).toEqual(['cut']);
});

test('finds a label reaching past its card', async ({ page }) => {
  expect(await kindsOf(page, '<div style="width:120px;border:1px solid"><span style="white-space:nowrap">Ausstellungsfläche gesamt</span></div>')).toEqual(['past its box']);
});

test('finds a short word broken in a narrow column ("Gesam/t") and an e-mail address broken mid-word', async ({ page }) => {
  expect(await kindsOf(page, '<table><tr><td style="width:20px;max-width:20px;overflow-wrap:anywhere">Gesamt</td><td>Wert</td></tr></table>')).toEqual(['broken word']);
  expect(await kindsOf(page, '<div style="width:120px;overflow-wrap:anywhere;border:1px solid">demo@messeportal.example</div>')).toEqual(['broken word']);
});

test('finds a badge and a number wrapping onto two lines', async ({ page }) => {
  expect(await kindsOf(page, '<span class="mantine-Badge-root" style="display:inline-block;width:90px;background:#eee">Zahlung offen</span>')).toEqual(['wraps']);
  expect(await kindsOf(page, '<table><tr><td style="width:80px;max-width:80px">12.345,67 €</td></tr></table>')).toEqual(['wraps']);
});

test('finds a select whose chosen value is cut ("+49 Deutschlanc")', async ({ page }) => {
  expect(await kindsOf(page, '<select style="width:90px"><option>+49 Deutschland</option></select>')).toEqual(['value cut']);
  expect(await kindsOf(page, '<input role="combobox" readonly style="width:90px" value="+49 Deutschland">')).toEqual(['value cut']);
  expect(await kindsOf(page, '<select style="width:260px"><option>+49 Deutschland</option></select>')).toEqual([]);
});

test('leaves alone a read-only field whose value scrolls (a link to copy)', async ({ page }) => {
  expect(await kindsOf(page, '<input readonly style="width:120px" value="https://messe.example/#/e/offer/1/6702d43c-0aa6-482b">')).toEqual([]);
});

test('finds a page wider than the screen', async ({ page }) => {
  expect(await kindsOf(page, '<div style="width:600px">Breit</div>')).toContain('page');
});

test('leaves alone what is meant to scroll: a table in its scroll container, a row of tabs scrolled sideways', async ({ page }) => {
  expect(
    await kindsOf(
      page,
      `<div style="overflow-x:auto;width:300px;border:1px solid"><table style="width:700px;border:1px solid"><tr><td>Muster Küchen GmbH</td><td>Bestätigt</td><td style="white-space:nowrap">12.345,67 €</td></tr></table></div>
       <div role="tablist" style="display:flex;overflow-x:auto;width:200px;border:1px solid">
         <button role="tab" style="white-space:nowrap">Anmeldung</button><button role="tab" style="white-space:nowrap">Leistungen</button><button role="tab" style="white-space:nowrap">Rechnungen</button>
       </div>`,
    ),
  ).toEqual([]);
});

test('leaves alone what only screen readers get: column heads clipped to a pixel', async ({ page }) => {
  expect(
    await kindsOf(
      page,
      `<table style="width:200px"><thead style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap"><tr><th>Unternehmen</th><th>Rechnungsbetrag brutto</th></tr></thead>
       <tbody><tr><td>Muster Küchen</td></tr></tbody></table>`,
    ),
  ).toEqual([]);
});
