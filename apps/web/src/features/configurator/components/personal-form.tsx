import { Alert, Button, Checkbox, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { useValidatePersonal } from '../api/validate-personal.ts';
import { personalErrors } from '../model/personal-errors.ts';
import { PersonalAddressFields } from './personal-address-fields.tsx';
import { PersonalCompanyFields } from './personal-company-fields.tsx';
import { PersonalContactFields } from './personal-contact-fields.tsx';
import { useWizard } from './wizard-context.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * The new exhibitor's company data (SPEC §2, §3): company, address, an optional different invoice address
 * and the contact person. The server checks it before the order step opens; its errors show under the fields.
 */
export function PersonalForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state, dispatch, serverErrors, setServerErrors, setPersonalChecked, steps } = useWizard();
  const config = useConfig(locale);
  const validate = useValidatePersonal(locale);
  const personal = state.configuration.personal;
  const hasFieldErrors = serverErrors.some((error) => error.property.startsWith('personal.'));

  if (config.isPending) return <PageLoader />;
  if (config.isError) return <ErrorAlert error={config.error} />;
  const countries = config.data.definitions.countries ?? [];

  const submit = () =>
    validate.mutate(personal, {
      onSuccess: (answer) => {
        setServerErrors(personalErrors(answer.validation));
        if (!answer.success) return;
        setPersonalChecked(true);
        const next = steps[steps.indexOf('company') + 1];
        if (next) dispatch({ type: 'stepShown', step: next });
        window.scrollTo({ top: 0 });
      },
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Fieldset legend={t('configurator.personal.companyTitle')}>
          <PersonalCompanyFields />
        </Fieldset>
        <Fieldset legend={t('configurator.personal.addressTitle')}>
          <PersonalAddressFields section="address" countries={countries} />
        </Fieldset>
        <Checkbox
          label={t('configurator.personal.invoiceAddress')}
          checked={personal.invoiceAddress}
          onChange={(event) => {
            dispatch({ type: 'personalChanged', changes: { invoiceAddress: event.currentTarget.checked } });
            setPersonalChecked(false);
          }}
        />
        {personal.invoiceAddress && (
          <Fieldset legend={t('configurator.personal.invoiceTitle')}>
            <PersonalAddressFields section="addressInvoice" countries={countries} />
          </Fieldset>
        )}
        <Fieldset legend={t('configurator.personal.contactTitle')}>
          <PersonalContactFields definitions={config.data.definitions} />
        </Fieldset>
        {hasFieldErrors && (
          <Alert color={TONE_COLORS.danger} variant="light" role="alert">
            {t('configurator.personal.fixErrors')}
          </Alert>
        )}
        {validate.isError && <ErrorAlert error={validate.error} />}
        <Button type="submit" loading={validate.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('configurator.personal.submit')}
        </Button>
      </Stack>
    </form>
  );
}
