import { expect, type Locator, type Page } from '@playwright/test';
import type { Texts } from './configurator-texts.ts';
import { mailsTo } from './mail-catcher.ts';
import { storedItem } from './support.ts';

/** Steps of the configurator wizard that every journey through it takes the same way. */

/** The first link of a mail to `address` that matches `pattern`, once the mail has arrived. */
export async function linkFromMail(address: string, subject: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(address).find((candidate) => candidate.subject.startsWith(subject));
        link = mail?.text.match(pattern)?.[0];
        return link;
      },
      { timeout: 20_000, message: `a mail '${subject}…' to ${address}` },
    )
    .toBeTruthy();
  return link!;
}

/** Registers a new exhibitor, first trying an address that is taken (the demo exhibitor's; null where none is). */
export async function registerNewExhibitor(page: Page, ui: Texts, email: string, password: string, taken: string | null = 'demo@messeportal.example') {
  if (taken) {
    await page.getByLabel(ui.newEmail).fill(taken);
    await page.getByRole('button', { name: ui.check }).click();
    await expect(page.getByText(ui.alreadyRegistered)).toBeVisible();
  }
  await page.getByLabel(ui.newEmail).fill(email);
  await page.getByRole('button', { name: ui.check }).click();

  // Required fields carry an asterisk in their label; their accessible name is the text alone.
  const text = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
  const choice = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
  const company = page.getByRole('group', { name: ui.companyGroup });
  await text(company, ui.companyName).fill(`Holzwerk Alpen ${email.split('@')[0]}`);
  await text(company, ui.phone).fill('+49 711 123456');
  const address = page.getByRole('group', { name: ui.addressGroup });
  await text(address, ui.street).fill('Königstraße 1');
  await text(address, ui.zip).fill('70173');
  await text(address, ui.city).fill('Stuttgart');
  await choice(address, ui.country).selectOption('de');
  const contact = page.getByRole('group', { name: ui.contactGroup });
  await choice(contact, ui.gender).selectOption('3');
  await text(contact, ui.firstName).fill('Eva');
  await text(contact, ui.lastName).fill('Berger');
  await text(contact, ui.password).fill(password);
  await text(contact, ui.passwordRepeat).fill(password);
  await page.getByRole('button', { name: ui.checkPersonal }).click();
  await expect(page.getByRole('heading', { name: ui.orderTitle })).toBeVisible();
}

/**
 * The order step: both consents of SPEC §5 are asked for — pressing the order button without them marks
 * each with its message — then ticked; the success page names the registration and where the mail went.
 */
/** Orders on the order step; the success page says `said` (a new exhibitor is asked to confirm by the mailed link). */
export async function orderBindingly(page: Page, ui: Texts, mailedTo: string, said = ui.ordered) {
  const terms = page.getByRole('checkbox', { name: ui.agb });
  const cancellation = page.getByRole('checkbox', { name: ui.cancellation });
  await expect(terms).not.toBeChecked();
  await expect(cancellation).not.toBeChecked();
  await page.getByRole('button', { name: ui.order }).click();
  await expect(page.getByText(ui.agbMissing)).toBeVisible();
  await expect(page.getByText(ui.cancellationMissing)).toBeVisible();
  await expect(cancellation).toHaveAttribute('aria-invalid', 'true');
  await expect(cancellation).toHaveAccessibleDescription(ui.cancellationMissing);
  await page.getByLabel(ui.comment).fill('Bitte neben dem Eingang / near the entrance');
  await terms.check();
  await expect(page.getByText(ui.agbMissing)).toBeHidden();
  await expect(page.getByText(ui.cancellationMissing)).toBeVisible();
  await cancellation.check();
  await page.getByRole('button', { name: ui.order }).click();
  await expect(page.getByText(said)).toBeVisible();
  await expect(page.getByRole('row', { name: ui.registrationNumber })).toHaveText(new RegExp(`^${ui.registrationNumber}\\s*\\d+$`));
  await expect(page.getByRole('row', { name: ui.mailedTo })).toContainText(mailedTo);
  expect(await storedItem(page, 'offerconfig')).toBeNull();
}
