import { isBackOfficeMode, type FieldError } from '@messeportal/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { useDownloadProForma, type ProFormaSource } from '../api/download-pro-forma.ts';
import { configurationBody } from '../model/request-body.ts';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The pro-forma invoice of what the summary shows, for a company that must pay before it may order (issue 17):
 * an offer the visitor can no longer change by its uuid, anything else as the configuration on screen (a saved
 * offer still being changed may differ from what was saved). Not once the offer is ordered (the invoice
 * follows), and not in the back office, whose deviating prices the exhibitor side's pricing leaves out. The server
 * refuses what the order would refuse, with the order's field messages: they go to `onRefused` (none after a
 * download), to be listed by step and item; any other failure is a passing notice.
 */
export function ProFormaButton({ onRefused }: { onRefused: (errors: FieldError[]) => void }) {
  const { t } = useTranslation();
  const { mode, state, editable, user } = useWizard();
  const { standPrices } = useChosenStandPrices();
  const download = useDownloadProForma(useLocale());
  if (isBackOfficeMode(mode) || mode === 'insight') return null;
  const { uuid } = state.configuration;
  const source = (): ProFormaSource =>
    !editable && uuid
      ? { uuid }
      : { configuration: configurationBody(state.configuration, { purpose: 'offer', mode, loggedIn: user !== null, standPrices }) };
  return (
    <Button
      variant="light"
      loading={download.isPending}
      onClick={() =>
        download.mutate(source(), {
          onSuccess: () => onRefused([]),
          onError: (error) => (error instanceof ApiError && error.errors.length > 0 ? onRefused(error.errors) : notifyError(failureText(error, t))),
        })
      }
    >
      {t('configurator.preview.proFormaPdf')}
    </Button>
  );
}
