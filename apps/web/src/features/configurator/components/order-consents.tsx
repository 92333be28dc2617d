import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerError, useWizard } from './wizard-context.tsx';

interface ConsentProps {
  /** The configuration's field, which is also the key of its server error. */
  field: 'agb' | 'cancellationPolicy';
  /** Its texts: `configurator.order.{texts}Before|Link|After`. */
  texts: 'agb' | 'cancellation';
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The document the link opens; without one the link text stands alone. */
  url: string;
}

/** One consent: a checkbox whose label links to its document, red with the server's message while unticked. */
function Consent({ field, texts, checked, onChange, url }: ConsentProps) {
  const { t } = useTranslation();
  const error = useServerError(field);
  const link = t(`configurator.order.${texts}Link`);
  return (
    <Checkbox
      checked={checked}
      onChange={(change) => onChange(change.currentTarget.checked)}
      error={checked ? undefined : error}
      aria-invalid={!checked && error !== undefined}
      label={
        <>
          {t(`configurator.order.${texts}Before`)}
          {url ? (
            <Anchor href={url} target="_blank" rel="noreferrer" inherit underline="always">
              {link}
            </Anchor>
          ) : (
            link
          )}
          {t(`configurator.order.${texts}After`)}
        </>
      }
    />
  );
}

/**
 * SPEC §5: ordering with obligation to pay needs the terms of participation and the cancellation policy
 * accepted, each a checkbox linking to the event's document. One the server found unticked turns red with
 * its message until it is ticked.
 */
export function OrderConsents() {
  const { event, state, dispatch } = useWizard();
  const { agb, cancellationPolicy } = state.configuration;
  return (
    <Stack gap="sm">
      <Consent field="agb" texts="agb" checked={agb} url={event.urlAgb} onChange={(checked) => dispatch({ type: 'agbChanged', agb: checked })} />
      <Consent
        field="cancellationPolicy"
        texts="cancellation"
        checked={cancellationPolicy}
        url={event.urlCancellation}
        onChange={(checked) => dispatch({ type: 'cancellationPolicyChanged', cancellationPolicy: checked })}
      />
    </Stack>
  );
}
