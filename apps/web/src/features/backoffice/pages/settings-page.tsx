import { addDays, dayIn, formatIban, NON_EU_TAX_TREATMENTS, organiserSettingsInputSchema, TWO_FACTOR_REQUIREMENTS, type OrganiserSettings, type OrganiserSettingsInput } from '@messeportal/domain';
import { Alert, Button, FileInput, Group, Image, NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../api/get-config.ts';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useUploadTempFile } from '../../../api/upload-temp-file.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout, FormSection } from '../../../ui/form-layout.tsx';
import { FormSaveBar } from '../../../ui/form-save-bar.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';
import { useOrganiserSettings, useSaveOrganiserSettings } from '../api/organiser-settings.ts';
import { AccountingSettings } from '../components/accounting-settings.tsx';
import { DunningSettings } from '../components/dunning-settings.tsx';
import { StaffRight } from '../components/staff-right.tsx';

type Values = Required<Omit<OrganiserSettingsInput, 'logoFileId'>> & { logoFileId: number | null };
type TextField = Exclude<keyof Values, 'logoFileId'>;
const FIELDS = Object.keys(organiserSettingsInputSchema.shape);

/** `#/be/settings`: the organiser's master data every PDF and mail prints; admins change it, accounting reads it. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.settings.title')} subtitle={t('backoffice.settings.intro')} />
      <StaffRight may={['settings', 'read']}>
        <SavedSettings />
      </StaffRight>
    </Stack>
  );
}

function SavedSettings() {
  const answer = useOrganiserSettings(useLocale());
  return answer.isPending ? <PageLoader /> : answer.isError ? <ErrorAlert error={answer.error} /> : <SettingsForm settings={answer.data.settings} />;
}

function SettingsForm({ settings }: { settings: OrganiserSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const countries = useConfig(locale).data?.definitions.countries ?? [];
  const save = useSaveOrganiserSettings(locale);
  const editable = staffMayHere(['settings', 'write']);
  const { logoUri: _logoUri, updatedAt: _updatedAt, ...initial } = settings;
  // The DATEV numbers nobody has given yet are empty inputs.
  const form = useForm<Values>({
    initialValues: { ...initial, iban: formatIban(initial.iban), datevConsultantNumber: initial.datevConsultantNumber ?? '', datevClientNumber: initial.datevClientNumber ?? '', loginNoticeUntil: initial.loginNoticeUntil ?? '' },
  });
  const [logoUri, setLogoUri] = useState(settings.logoUri);
  const { attempt, failed } = useFormAttempt();
  const submit = useEditFormSubmit<Values>({
    schema: organiserSettingsInputSchema,
    fields: FIELDS,
    setErrors: form.setErrors,
    onFailed: failed,
    save: (input, handlers) =>
      save.mutate(input, {
        ...handlers,
        onSuccess: ({ settings: saved }) => {
          form.resetDirty({ ...form.getValues(), iban: formatIban(saved.iban) });
          notifySuccess(t('backoffice.settings.saved'));
        },
      }),
  });
  const field = (name: TextField) => ({ ...form.getInputProps(name), label: t(`backoffice.settings.${name}`) as string, readOnly: !editable });

  const updatedAt = (
    <Text size="sm" c="dimmed">
      {t('backoffice.settings.updatedAt', { date: format.date(settings.updatedAt, { time: true }) })}
    </Text>
  );

  return (
    <FormLayout
      onSubmit={form.onSubmit(submit)}
      errors={form.errors}
      attempt={attempt}
      saveBar={editable ? <FormSaveBar saveLabel={t('backoffice.settings.save')} saving={save.isPending} start={updatedAt} /> : updatedAt}
    >
      {!editable && (
        <Alert color={TONE_COLORS.neutral} variant="light">
          {t('backoffice.settings.readOnly')}
        </Alert>
      )}
      <FormSection title={t('backoffice.settings.company')}>
        <TextInput {...field('companyName')} required maxLength={200} {...fieldWidth('long')} />
        <TextInput {...field('managingDirectors')} maxLength={200} {...fieldWidth('long')} />
        <TextInput {...field('street')} required maxLength={200} {...fieldWidth('long')} />
        <TextInput {...field('zip')} required maxLength={20} {...fieldWidth('short')} />
        <TextInput {...field('city')} required maxLength={200} {...fieldWidth('long')} />
        <Select
          {...field('country')}
          data={countries.map((country) => ({ value: String(country.id).toUpperCase(), label: country.label }))}
          searchable
          allowDeselect={false}
          disabled={!editable}
          {...fieldWidth('long')}
        />
        <TextInput {...field('phone')} type="tel" maxLength={50} {...fieldWidth('long')} />
        <TextInput {...field('email')} type="email" required />
        <TextInput {...field('website')} maxLength={200} />
      </FormSection>
      <FormSection title={t('backoffice.settings.tax')}>
        <TextInput {...field('vatId')} maxLength={20} {...fieldWidth('medium')} />
        <TextInput {...field('taxNumber')} maxLength={30} {...fieldWidth('medium')} />
        <TextInput {...field('commercialRegister')} description={t('backoffice.settings.commercialRegisterHint')} maxLength={200} {...fieldWidth('long')} />
      </FormSection>
      <FormSection title={t('backoffice.settings.bank')}>
        <TextInput {...field('bankName')} maxLength={200} {...fieldWidth('long')} />
        <TextInput {...field('iban')} description={t('backoffice.settings.ibanHint')} maxLength={50} autoComplete="off" {...fieldWidth('long')} />
        <TextInput {...field('bic')} maxLength={11} autoComplete="off" {...fieldWidth('medium')} />
        <TextInput {...field('sepaCreditorId')} description={t('backoffice.settings.sepaCreditorIdHint')} maxLength={40} autoComplete="off" {...fieldWidth('long')} />
      </FormSection>
      <FormSection title={t('backoffice.settings.logo')}>
        <LogoField
          uri={logoUri}
          editable={editable}
          error={form.errors.logoFileId}
          onChange={(file) => {
            form.setFieldValue('logoFileId', file?.id ?? null);
            setLogoUri(file?.uri ?? null);
          }}
        />
      </FormSection>
      <FormSection title={t('backoffice.settings.mail')}>
        <TextInput {...field('mailSenderName')} description={t('backoffice.settings.mailSenderHint')} maxLength={200} {...fieldWidth('long')} />
        <TextInput {...field('mailSenderAddress')} type="email" />
        <TextInput {...field('orderCopyAddress')} type="email" description={t('backoffice.settings.orderCopyAddressHint')} />
      </FormSection>
      <FormSection title={t('backoffice.settings.footers')}>
        <Textarea {...field('documentFooterDe')} autosize minRows={2} maxLength={1000} lang="de" />
        <Textarea {...field('documentFooterEn')} autosize minRows={2} maxLength={1000} lang="en" />
        <Textarea {...field('mailFooterDe')} autosize minRows={2} maxLength={1000} lang="de" />
        <Textarea {...field('mailFooterEn')} autosize minRows={2} maxLength={1000} lang="en" />
        <Textarea {...field('loginNoticeDe')} description={t('backoffice.settings.loginNoticeHint')} autosize minRows={2} maxLength={1000} lang="de" />
        <Textarea {...field('loginNoticeEn')} description={t('backoffice.settings.loginNoticeHint')} autosize minRows={2} maxLength={1000} lang="en" />
        <LoginNoticeUntil field={field('loginNoticeUntil')} saved={settings.loginNoticeUntil} timeZone={settings.timeZone} />
      </FormSection>
      <FormSection title={t('backoffice.settings.defaults')}>
        <NumberInput {...field('defaultVatRate')} min={0} max={100} decimalScale={2} suffix=" %" decimalSeparator={locale === 'de-DE' ? ',' : '.'} {...fieldWidth('short')} />
        <TextInput {...field('timeZone')} description={t('backoffice.settings.timeZoneHint')} required maxLength={60} {...fieldWidth('medium')} />
        <NumberInput
          {...field('confirmLinkDays')}
          min={1}
          max={90}
          allowDecimal={false}
          suffix={` ${t('backoffice.settings.days')}`}
          description={t('backoffice.settings.confirmLinkDaysHint')}
          {...fieldWidth('medium')}
        />
      </FormSection>
      <FormSection title={t('backoffice.settings.invoices')} description={t('backoffice.settings.prefixHint')}>
        <TextInput {...field('invoicePrefix')} required maxLength={10} {...fieldWidth('short')} />
        <TextInput {...field('creditNotePrefix')} required maxLength={10} {...fieldWidth('short')} />
        <TextInput {...field('cancellationPrefix')} required maxLength={10} {...fieldWidth('short')} />
        <NumberInput {...field('paymentTermDays')} min={0} max={365} allowDecimal={false} suffix={` ${t('backoffice.settings.days')}`} {...fieldWidth('medium')} />
        {/* Two choices, each a sentence: shown whole as radios (a select cut them on a phone). */}
        <Radio.Group {...form.getInputProps('nonEuTax')} label={t('backoffice.settings.nonEuTax')} description={t('backoffice.settings.nonEuTaxHint')}>
          <Stack gap="xs" mt="xs">
            {NON_EU_TAX_TREATMENTS.map((value) => (
              <Radio key={value} value={value} label={t(`backoffice.settings.nonEuTaxOptions.${value}`)} disabled={!editable} />
            ))}
          </Stack>
        </Radio.Group>
      </FormSection>
      <AccountingSettings field={field} editable={editable} />
      <DunningSettings form={form} editable={editable} />
      <FormSection title={t('backoffice.settings.security')} description={t('backoffice.settings.securityHint')}>
        <Radio.Group {...form.getInputProps('twoFactorRequired')} label={t('backoffice.settings.twoFactorRequired')}>
          <Stack gap="xs" mt="xs">
            {TWO_FACTOR_REQUIREMENTS.map((value) => (
              <Radio key={value} value={value} label={t(`backoffice.settings.twoFactorRequiredOptions.${value}`)} disabled={!editable} />
            ))}
          </Stack>
        </Radio.Group>
      </FormSection>
    </FormLayout>
  );
}

/**
 * The notice's last day (the server shows it through that day, on the organiser's calendar, and refuses a passed
 * day); a saved day that has passed says so, as the notice no longer shows.
 */
function LoginNoticeUntil({ field, saved, timeZone }: { field: ReturnType<UseFormReturnType<Values>['getInputProps']> & { label: string; readOnly: boolean }; saved: string | null; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const expired = saved !== null && field.value === saved && saved < dayIn(new Date(), timeZone);
  return (
    <DateField
      {...field}
      value={field.value ?? ''}
      onChange={field.onChange}
      description={
        expired ? t('backoffice.settings.loginNoticeExpired', { date: format.date(addDays(saved, 1)) }) : t('backoffice.settings.loginNoticeUntilHint', { timeZone })
      }
      {...fieldWidth('medium')}
    />
  );
}

interface LogoFieldProps {
  uri: string | null;
  editable: boolean;
  error?: unknown;
  onChange: (file: { id: number; uri: string | null } | null) => void;
}

/** The logo as it prints, a picker that uploads a PNG or JPG at once (checked by its bytes), and removing it. */
function LogoField({ uri, editable, error, onChange }: LogoFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadTempFile('images', useLocale());
  const [uploadError, setUploadError] = useState<string | null>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    upload.mutate(file, { onSuccess: (stored) => onChange({ id: stored.id, uri: stored.uri ?? null }), onError: (failure) => setUploadError(failureText(failure, t)) });
  };
  return (
    <Stack gap="sm">
      {uri ? <Image src={uri} alt={t('backoffice.settings.logoAlt')} h={64} w="auto" maw={240} fit="contain" /> : <Text size="sm">{t('backoffice.settings.logoNone')}</Text>}
      {editable && (
        <Group align="flex-end">
          <FileInput
            label={t('backoffice.settings.logoField')}
            description={t('backoffice.settings.logoHint')}
            accept=".png,.jpg,.jpeg"
            placeholder={t('backoffice.settings.logoChoose')}
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            value={null}
            onChange={pick}
            disabled={upload.isPending}
            error={uploadError ?? (typeof error === 'string' ? error : undefined)}
            miw={260}
          />
          {uri && (
            <Button variant="subtle" color={TONE_COLORS.danger} onClick={() => onChange(null)}>
              {t('backoffice.settings.logoRemove')}
            </Button>
          )}
        </Group>
      )}
      {upload.isPending && <Text size="sm">{t('backoffice.settings.logoUploading')}</Text>}
    </Stack>
  );
}
