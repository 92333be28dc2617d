import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.ts';

describe('composeMail', () => {
  const mail = composeMail({
    lang: 'de',
    greeting: 'Guten Tag,',
    paragraphs: ['Ihre Anmerkung: <script>alert(1)</script> & "Stand"'],
    link: { href: 'https://messe.example/#/e/offer/1/abc?x=1&y=2', label: 'Öffnen' },
    table: { rows: [['Position', 'Betrag'], ['Standfläche', '1.234,00 €']], alignRightFrom: 1 },
    totals: [['Netto', '1.234,00 €']],
  });

  it('says the same in text and HTML', () => {
    for (const part of ['Guten Tag,', 'Standfläche', '1.234,00 €', 'Netto', 'Ihr Messeteam']) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain('https://messe.example/#/e/offer/1/abc?x=1&y=2');
  });

  it('escapes what customers typed, so a comment cannot inject markup', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Stand&quot;');
    expect(mail.html).toContain('href="https://messe.example/#/e/offer/1/abc?x=1&amp;y=2"');
  });
});
