import { and, eq, like } from 'drizzle-orm';
import { formatDate } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, documentPositions, documents, outboxMails } from '../platform/db/schema.ts';
import { engines } from '../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../test/staff-context.ts';
import { buildOrder } from '../../test/factories/index.ts';
import { extractPdfText } from '../../test/extract-pdf-text.ts';

// Issue 28: staff look at an invoice as a draft PDF before they issue it; documents name each position in the
// language they are printed in; a final invoice outdated by a cancelled partial invoice is corrected, and what
// arrives after a final invoice is flagged before it is invoiced.
describe.each(engines)('invoice preview, print language and final invoices (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Record<string, string>;
  const registration = () => `/be/registration/${c.demo.registrationId}`;
  const invoicing = async () => (await c.call('GET', `${registration()}/invoicing?lang=en-US`, accounting)).json();
  const issue = (billingNumber: string, final = false) => c.call('POST', `${registration()}/invoices`, accounting, { billingNumber, final });
  const pdfText = (payload: Buffer) => extractPdfText(payload).text.replace(/\s+/g, ' ');
  const owner = () => ({ id: c.demo.registrationId, eventId: c.kitchen.id, companyId: c.demo.companyId, contactId: c.demo.contactId });
  const setContactLang = (lang: string) => c.db.update(contacts).set({ lang }).where(eq(contacts.id, c.demo.contactId));
  const counts = async () => ({
    documents: (await c.db.select().from(documents).where(eq(documents.registrationId, c.demo.registrationId))).length,
    mails: (await c.db.select().from(outboxMails)).length,
    audit: (await c.db.select().from(auditLog).where(eq(auditLog.entity, 'document'))).length,
  });

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
    // A German order of the logo medium, the carpet and a position of free text, beside the stand ordered in German.
    await buildOrder(c.t.app, owner(), {
      status: 'confirmed',
      lang: 'de',
      data: { eventId: c.kitchen.id },
      positions: [
        { kind: 'media', itemId: c.items.logo.id, description: 'Firmenlogo im Hallenplan', billingNumber: 'media', priceSingle: 45_000 },
        { kind: 'service', itemId: c.items.carpet.id, description: 'Messeteppich', unit: 'qm', amount: 48, billingNumber: 'technology', priceSingle: 1_450 },
        { kind: 'service', description: 'Sonderaufbau nach Absprache', billingNumber: 'technology', priceSingle: 20_000 },
      ],
    });
  });
  afterAll(() => c.close());

  it('previews the invoice as a draft PDF without a number in the exhibitor’s language, and issues, numbers, mails and records nothing', async () => {
    await setContactLang('en');
    const before = await counts();
    const preview = await c.call('POST', `${registration()}/invoices/preview`, accounting, { billingNumber: 'none', final: false });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    // The back office shows it as a blob in a frame, which the pages' content security policy lets through.
    expect(preview.headers['content-security-policy']).toContain("frame-src 'self' blob:");
    const text = pdfText(preview.rawPayload);
    expect(text).toContain('DRAFT – not issued yet, not an invoice, please do not pay');
    expect(text).toContain('Invoice (draft)');
    expect(text).not.toMatch(/RE-\d{4}-\d{4}/);
    expect(text).toContain('the invoice number (given when it is issued)');
    // A draft carries no e-invoice that an accounts department could book.
    expect(preview.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(false);
    expect(await counts()).toEqual(before);

    // Refused as issuing would be, and only for those who may issue.
    const nothing = await c.call('POST', `${registration()}/invoices/preview?lang=en-US`, accounting, { billingNumber: 'parking' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors[0].message).toMatch(/no positions of this partial billing number/);
    expect((await c.call('POST', `${registration()}/invoices/preview`, await c.staffAs('sales'), { billingNumber: 'none' })).statusCode).toBe(403);
    expect((await c.call('POST', '/be/registration/999999/invoices/preview', accounting, { billingNumber: 'none' })).statusCode).toBe(404);

    // The invoice issued afterwards takes the number after the last one issued: the preview took none.
    const numbers = await c.db.select({ number: documents.number }).from(documents).where(like(documents.number, 'RE-%'));
    const last = Math.max(0, ...numbers.map(({ number }) => Number(number.slice(-4))));
    const issued = (await issue('media')).json().documents.find((document: { billingNumber: string }) => document.billingNumber === 'media');
    expect(Number(issued.number.slice(-4))).toBe(last + 1);
  });

  it('names each position of an English invoice of a German order in English, keeps those names on the issued lines, and prints a German copy in German', async () => {
    const issued = await issue('technology');
    expect(issued.statusCode).toBe(200);
    const invoice = issued.json().documents.find((document: { billingNumber: string }) => document.billingNumber === 'technology');
    const lines = await c.db.select({ description: documentPositions.description }).from(documentPositions).where(eq(documentPositions.documentId, invoice.id));
    // The carpet by the catalogue's English name; the free text as written.
    expect(lines.map((line) => line.description)).toEqual(['Exhibition carpet', 'Sonderaufbau nach Absprache']);
    const media = (await invoicing()).documents.find((document: { billingNumber: string }) => document.billingNumber === 'media');
    const english = pdfText((await c.call('GET', `/be/document/${media.id}/pdf`, accounting)).rawPayload);
    expect(english).toContain('Company logo in the hall plan');
    expect(english).not.toContain('Firmenlogo');
    // The same invoice printed in German names it in German.
    const german = pdfText((await c.call('GET', `/be/document/${media.id}/pdf?lang=de`, accounting)).rawPayload);
    expect(german).toContain('Firmenlogo im Hallenplan');
    // A credit note of the carpet names it as the invoice does, in each language, with its reason.
    const [carpetLine] = (await c.call('GET', `/be/document/${invoice.id}`, accounting)).json().lines;
    const credited = await c.call('POST', `/be/document/${invoice.id}/credit_note`, accounting, { lines: [{ id: carpetLine.id, net: 50 }], reason: 'Fleck' });
    const note = credited.json().corrections[0];
    expect(pdfText((await c.call('GET', `/be/document/${note.id}/pdf`, accounting)).rawPayload)).toContain('Exhibition carpet – Fleck');
    expect(pdfText((await c.call('GET', `/be/document/${note.id}/pdf?lang=de`, accounting)).rawPayload)).toContain('Messeteppich – Fleck');

    // The stand, ordered in German, invoiced to a German contact: German names (the stand type's price rules).
    await setContactLang('de');
    const stand = await issue('stand');
    const standInvoice = stand.json().documents.find((document: { billingNumber: string }) => document.billingNumber === 'stand');
    const standLines = await c.db.select({ description: documentPositions.description }).from(documentPositions).where(eq(documentPositions.documentId, standInvoice.id));
    expect(standLines.map((line) => line.description)).toEqual(['Standfläche je m²', 'Eckstandzuschlag je m²', 'Pauschale']);
    // … and in English when printed in English.
    const printed = pdfText((await c.call('GET', `/be/document/${standInvoice.id}/pdf?lang=en`, accounting)).rawPayload);
    expect(printed).toContain('Stand space per m²');
    expect(printed).toContain('Corner surcharge per m²');
    // The order confirmation speaks the language it is printed in too.
    const [confirmation] = await c.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.registrationId, c.demo.registrationId), eq(documents.type, 'confirmation')));
    const confirmationText = pdfText((await c.call('GET', `/be/document/${confirmation!.id}/pdf?lang=en`, accounting)).rawPayload);
    expect(confirmationText).toContain('Stand space per m²');
    expect(confirmationText).not.toContain('Standfläche');
  });

  it('shows a final invoice outdated by a partial invoice cancelled after it, previews and issues the corrected one, and flags what arrives after a final invoice', async () => {
    const partials = (await invoicing()).documents;
    const stand = partials.find((document: { billingNumber: string }) => document.billingNumber === 'stand');
    const media = partials.find((document: { billingNumber: string }) => document.billingNumber === 'media');
    // A position ordered before the final invoice, invoiced by it.
    await buildOrder(c.t.app, owner(), { status: 'confirmed', positions: [{ kind: 'service', itemId: c.items.rigging.id, description: 'Deckenabhängung', billingNumber: 'technology', priceSingle: 18_500 }] });
    const finalIssued = await issue('none', true);
    const final = finalIssued.json().documents.find((document: { isFinal: boolean }) => document.isFinal);
    expect((await invoicing()).outdatedFinals).toEqual([]);

    // The stand invoice is cancelled after the final invoice that lists it.
    expect((await c.call('POST', `/be/document/${stand.id}/cancel`, accounting, { reason: 'Falsche Standgröße' })).statusCode).toBe(200);
    const outdated = await invoicing();
    expect(outdated.outdatedFinals).toEqual([{ id: final.id, number: final.number, date: final.date, cancelledPartials: [stand.number] }]);
    // Its positions are open again, after the final invoice.
    expect(outdated.uninvoiced).toContainEqual(expect.objectContaining({ billingNumber: 'stand', afterFinal: { id: final.id, number: final.number, date: final.date } }));

    // The preview of the corrected final invoice lists only the live partial invoice and bills the stand again; nothing is written.
    const before = await counts();
    const preview = await c.call('POST', `/be/document/${final.id}/final_correction/preview`, accounting);
    expect(preview.statusCode).toBe(200);
    const text = pdfText(preview.rawPayload);
    expect(text).toContain('Schlussrechnung (Entwurf)');
    expect(text).toContain(`${media.number} vom ${formatDate(media.date)}`);
    expect(text).not.toContain(`${stand.number} vom`);
    expect(text).toContain('Standfläche je m²');
    expect(text).toContain('Deckenabhängung');
    expect(await counts()).toEqual(before);

    const corrected = await c.call('POST', `/be/document/${final.id}/final_correction`, accounting);
    expect(corrected.statusCode).toBe(200);
    const answer = corrected.json();
    expect(answer.outdatedFinals).toEqual([]);
    expect(answer.uninvoiced).toEqual([]);
    const old = answer.documents.find((document: { id: number }) => document.id === final.id);
    expect(old.status).toBe('canceled');
    const voucher = answer.documents.find((document: { correctsNumber: string | null; type: string }) => document.type === 'cancellation' && document.correctsNumber === final.number);
    const replacement = answer.documents.find((document: { isFinal: boolean; status: string }) => document.isFinal && document.status !== 'canceled');
    expect(replacement.number).not.toBe(final.number);
    const issuedText = pdfText((await c.call('GET', `/be/document/${replacement.id}/pdf`, accounting)).rawPayload);
    expect(issuedText).toContain(`${media.number} vom ${formatDate(media.date)}`);
    expect(issuedText).not.toContain(`${stand.number} vom`);
    const voucherText = pdfText((await c.call('GET', `/be/document/${voucher.id}/pdf`, accounting)).rawPayload);
    expect(voucherText).toContain(`Ersetzt durch eine korrigierte Schlussrechnung: die aufgeführte Teilrechnung ${stand.number} wurde storniert.`);
    // One staff action, one audit entry; both documents mailed.
    const after = await counts();
    expect(after.audit).toBe(before.audit + 1);
    expect(after.mails).toBe(before.mails + 2);
    const [entry] = await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, String(replacement.id))));
    expect(entry).toMatchObject({ action: 'create', before: { number: final.number, cancelledPartials: [stand.number] } });

    // An invoice that is not outdated (any longer) is not corrected.
    for (const id of [final.id, replacement.id, media.id]) {
      const refused = await c.call('POST', `/be/document/${id}/final_correction?lang=en-US`, accounting);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].message).toMatch(/needs no correction/);
    }
    expect((await c.call('POST', '/be/document/999999/final_correction', accounting)).statusCode).toBe(404);

    // Media ordered after the final invoice are to invoice, flagged with the final invoice's date.
    await buildOrder(c.t.app, owner(), { status: 'confirmed', positions: [{ kind: 'media', itemId: c.items.staffOnly.id, description: 'Top-Eintrag in der Ausstellersuche', billingNumber: 'media', priceSingle: 19_000 }] });
    const later = await invoicing();
    expect(later.uninvoiced).toEqual([
      expect.objectContaining({ billingNumber: 'none', positions: 1, afterFinal: { id: replacement.id, number: replacement.number, date: replacement.date } }),
      expect.objectContaining({ billingNumber: 'media', positions: 1, afterFinal: { id: replacement.id, number: replacement.number, date: replacement.date } }),
    ]);
  });
});
