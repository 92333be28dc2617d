import type { WizardStep } from '@messeportal/domain';

/**
 * The step whose field a server error names (`qm`, and `stand` for the stand on the hall plan → stand, `media_12`
 * → media, `orderbook_7` → orderbook, `brands.0.name` → brands, `personal.contact.email` → company), or null for an error of the order itself
 * (terms, comment, or a general one such as 'already registered').
 */
export function errorStep(property: string): WizardStep | null {
  if (property === 'qm' || property === 'standConfigId' || property === 'stand') return 'stand';
  if (property.startsWith('media_')) return 'media';
  if (property.startsWith('orderbook_')) return 'orderbook';
  if (property.startsWith('brands.')) return 'brands';
  if (property.startsWith('personal.')) return 'company';
  return null;
}
