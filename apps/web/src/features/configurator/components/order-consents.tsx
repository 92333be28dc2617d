import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerError, useWizard } from './wizard-context.tsx';

/** A consent's label: the text around the link to the document, or the text alone when the event names none. */
function ConsentLabel({ before, link, after, url }: { before: string; link: string; after: string; url: string }) {
  return (
    <>
      {before}
      {url ? (
        <Anchor href={url} target="_blank" rel="noreferrer" inherit>
          {link}
        </Anchor>
      ) : (
        link
      )}
      {after}
    </>
  );
}

/**
 * SPEC §5: ordering with obligation to pay needs the terms of participation and the cancellation policy
 * accepted, each a checkbox linking to the event's document. One the server found unticked turns red with
 * its message until it is ticked.
 */
export function OrderConsents() {
  const { t } = useTranslation();
  const { event, state, dispatch } = useWizard();
  const agbError = useServerError('agb');
  const cancellationError = useServerError('cancellationPolicy');
  const { agb, cancellationPolicy } = state.configuration;
  return (
    <Stack gap="sm">
      <Checkbox
        checked={agb}
        onChange={(change) => dispatch({ type: 'agbChanged', agb: change.currentTarget.checked })}
        error={agb ? undefined : agbError}
        aria-invalid={!agb && agbError !== undefined}
        label={
          <ConsentLabel
            before={t('configurator.order.agbBefore')}
            link={t('configurator.order.agbLink')}
            after={t('configurator.order.agbAfter')}
            url={event.urlAgb}
          />
        }
      />
      <Checkbox
        checked={cancellationPolicy}
        onChange={(change) => dispatch({ type: 'cancellationPolicyChanged', cancellationPolicy: change.currentTarget.checked })}
        error={cancellationPolicy ? undefined : cancellationError}
        aria-invalid={!cancellationPolicy && cancellationError !== undefined}
        label={
          <ConsentLabel
            before={t('configurator.order.cancellationBefore')}
            link={t('configurator.order.cancellationLink')}
            after={t('configurator.order.cancellationAfter')}
            url={event.urlCancellation}
          />
        }
      />
    </Stack>
  );
}
