import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { ConfigurationBody } from '../model/request-body.ts';

export interface SavedOffer {
  uuid: string;
  id: number;
}

/** `POST /pub/save_configurator`: saves the configuration as an offer, or updates the offer its uuid names. */
export const saveOffer = (body: ConfigurationBody, locale: Locale) =>
  apiRequest<{ success: boolean; offer: SavedOffer }>('/pub/save_configurator', { body, locale }).then((answer) => answer.offer);

/** `POST /pub/send_configurator`: saves like saveOffer and mails the offer's link to `body.email`. */
export const sendOffer = (body: ConfigurationBody, locale: Locale) =>
  apiRequest<{ success: boolean; offer: SavedOffer }>('/pub/send_configurator', { body, locale }).then((answer) => answer.offer);

export function useSaveOffer(locale: Locale) {
  return useMutation({ mutationFn: (body: ConfigurationBody) => saveOffer(body, locale) });
}

export function useSendOffer(locale: Locale) {
  return useMutation({ mutationFn: (body: ConfigurationBody) => sendOffer(body, locale) });
}
