import { translate, type SavedOffer } from '@messeportal/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useSaveOffer, useSendOffer } from '../api/save-offer.ts';
import { configurationBody } from '../model/request-body.ts';
import { OfferLink, copyOfferLink, offerLinkOf } from './offer-link.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The offer by mail (SPEC §2, §4), in the dialog the Flow's header opens: mail the offer's link to an address, or save the changes.
 * Both save the configuration as an offer; the first save gives it the uuid that later saves update.
 */
export function OfferMailBlock() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { event, mode, state, dispatch, user, onOfferCreated } = useWizard();
  const { standPrices } = useChosenStandPrices();
  const save = useSaveOffer(locale);
  const send = useSendOffer(locale);
  const [emailError, setEmailError] = useState<string>();
  const { email, uuid } = state.configuration;
  const body = () => configurationBody(state.configuration, { purpose: 'offer', mode, loggedIn: user !== null, standPrices });

  const saved = (offer: SavedOffer) => {
    dispatch({ type: 'offerSaved', uuid: offer.uuid, offerId: offer.id });
    if (uuid !== offer.uuid) onOfferCreated(offer);
  };

  const sendLink = () => {
    if (email.trim() === '') {
      setEmailError(translate('error_no_email', langOf(locale)));
      return;
    }
    send.mutate(body(), {
      onSuccess: (offer) => {
        saved(offer);
        notifySuccess(t('configurator.offer.sent'));
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.messageFor('email') : undefined;
        if (message) setEmailError(message);
        else notifyError(failureText(error, t));
      },
    });
  };

  const saveChanges = () =>
    save.mutate(body(), {
      onSuccess: (offer) => {
        saved(offer);
        const link = offerLinkOf(event.id, offer.uuid);
        notifySuccess(t('configurator.offer.saved'), { label: t('configurator.offer.copy'), onClick: () => copyOfferLink(link, t) });
      },
      onError: (error) => notifyError(failureText(error, t)),
    });

  return (
    <Stack>
      <Text size="sm">{t('configurator.offer.intro')}</Text>
      <form
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          sendLink();
        }}
      >
        <Group align="flex-start">
          <TextInput
            label={t('configurator.offer.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(changeEvent) => {
              dispatch({ type: 'offerEmailChanged', email: changeEvent.currentTarget.value });
              setEmailError(undefined);
            }}
            error={emailError}
            style={{ flexGrow: 1 }}
          />
          <Button type="submit" mt={25} loading={send.isPending}>
            {t('configurator.offer.send')}
          </Button>
        </Group>
      </form>
      <Group>
        <Button variant="outline" onClick={saveChanges} loading={save.isPending}>
          {t('configurator.offer.save')}
        </Button>
      </Group>
      {uuid && <OfferLink link={offerLinkOf(event.id, uuid)} />}
    </Stack>
  );
}
