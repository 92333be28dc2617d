/*
 * A form's fields as the page shows them, found by the `data-path` Mantine's `getInputProps` puts on each
 * input (or on a group's wrapper): the error summary links to them and names them by their visible label.
 */
const CONTROLS = 'input, select, textarea, button';

/** The element that holds the field `path`, or null when the form draws it without `getInputProps`. */
export function fieldNode(path: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
}

/** The control to focus for the field: the input itself, or a group's first option. */
export function fieldControl(path: string): HTMLElement | null {
  const node = fieldNode(path);
  if (!node) return null;
  return node.matches(CONTROLS) ? node : node.querySelector<HTMLElement>(CONTROLS);
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s*\*\s*$/, '').trim();

/**
 * The field's label as the reader sees it, without the required mark; inside a fieldset (a phone number's
 * parts) with the fieldset's legend before it: "Fax – Rufnummer".
 */
export function fieldLabel(path: string): string {
  const node = fieldNode(path);
  if (!node) return '';
  const control = fieldControl(path);
  const own = control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement ? control.labels?.[0] : null;
  // A group (checkboxes) names itself in its wrapper's label, which is not a <label> of one input.
  const label = clean(node === control ? own?.textContent : node.querySelector('[class*="-label"]')?.textContent) || clean(own?.textContent);
  const legend = clean(node.closest('fieldset')?.querySelector('legend')?.textContent);
  return legend && label && legend !== label ? `${legend} – ${label}` : label || legend;
}

/** Whether the field is chosen rather than typed: a select or a group of options. */
export function isChoice(path: string): boolean {
  const node = fieldNode(path);
  const control = fieldControl(path);
  return control instanceof HTMLSelectElement || (node !== null && node !== control) || control?.getAttribute('aria-haspopup') === 'listbox';
}

/** Moves the focus to the field and brings it into the middle of the screen. */
export function focusField(path: string): void {
  const control = fieldControl(path);
  if (!control) return;
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}
