import { OFFER_CHANGE_ACTIONS, OFFER_CHANGE_FIELDS, type OfferChangeAction, type OfferChangeField } from '@messeportal/domain';

/** A recorded action the interface has a name for ('created', 'saved', 'copied'). */
export const isOfferChangeAction = (action: string): action is OfferChangeAction => OFFER_CHANGE_ACTIONS.includes(action as OfferChangeAction);

/** A part of an offer the interface has a name for ('title', 'prices' …). */
export const isOfferChangeField = (field: string): field is OfferChangeField => OFFER_CHANGE_FIELDS.includes(field as OfferChangeField);

/**
 * 'what' of a change in words: the action, then the parts it touched. `name` translates what it knows;
 * a value from a newer server that it does not know is shown as sent rather than dropped.
 */
export function describeChange(
  change: { action: string; fields: string[] },
  name: { action: (action: OfferChangeAction) => string; field: (field: OfferChangeField) => string },
): string {
  const action = isOfferChangeAction(change.action) ? name.action(change.action) : change.action;
  const fields = change.fields.map((field) => (isOfferChangeField(field) ? name.field(field) : field));
  return fields.length > 0 ? `${action}: ${fields.join(', ')}` : action;
}
