import type { OrderResult } from '@messeportal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../i18n/locale.ts';
import type { ConfigurationBody } from '../model/request-body.ts';
import { apiRequest } from '../../../api/client.ts';
import { configuratorKeys } from './keys.ts';
import { globalDataKeys } from '../../../api/get-global-data.ts';
import { eventMediaKeys, registrationKeys } from '../../../api/portal-keys.ts';

export interface OrderInput {
  body: ConfigurationBody;
  /** Logged in: `POST /fe/order` as the company; else `POST /pub/order` as a new exhibitor. */
  loggedIn: boolean;
  idempotencyKey: string;
}

/** The binding order. The same key for a repeated attempt makes the server answer the first result again. */
export const placeOrder = ({ body, loggedIn, idempotencyKey }: OrderInput, locale: Locale) =>
  apiRequest<OrderResult>(loggedIn ? '/fe/order' : '/pub/order', { body, headers: { 'Idempotency-Key': idempotencyKey }, locale });

export function usePlaceOrder(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) => placeOrder(input, locale),
    // A logged-in company's dashboard lists the new registration; an order of additions to a registration
    // adds to its documents; every order takes media from the stock. An ordered offer is locked: it is read
    // again when its link is opened next, not now, which would turn the session showing the success around.
    onSuccess: (result, input) =>
      Promise.all([
        ...(input.body.uuid ? [queryClient.invalidateQueries({ queryKey: configuratorKeys.offerOf(input.body.uuid), refetchType: 'none' })] : []),
        queryClient.invalidateQueries({ queryKey: globalDataKeys.all }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.documentsOf(result.registrationId) }),
        queryClient.invalidateQueries({ queryKey: eventMediaKeys.ofEvent(input.body.eventId) }),
        queryClient.invalidateQueries({ queryKey: configuratorKeys.mediasOf(input.body.eventId) }),
      ]),
  });
}
