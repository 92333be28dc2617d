import type { SaveOfferAnswer } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { ConfigurationBody } from '../model/request-body.ts';

/** `POST /pub/save_configurator`: saves the configuration as an offer, or updates the offer its uuid names. */
export const saveOffer = (body: ConfigurationBody, locale: Locale) =>
  apiRequest<SaveOfferAnswer>('/pub/save_configurator', { body, locale }).then((answer) => answer.offer);

/** `POST /pub/send_configurator`: saves like saveOffer and mails the offer's link to `body.email`. */
export const sendOffer = (body: ConfigurationBody, locale: Locale) =>
  apiRequest<SaveOfferAnswer>('/pub/send_configurator', { body, locale }).then((answer) => answer.offer);

export function useSaveOffer(locale: Locale) {
  return useMutation({ mutationFn: (body: ConfigurationBody) => saveOffer(body, locale) });
}

export function useSendOffer(locale: Locale) {
  return useMutation({ mutationFn: (body: ConfigurationBody) => sendOffer(body, locale) });
}
