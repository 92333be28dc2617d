import { brandDataSchema, translate, type GlobalData, type PortalBrand, type PortalEvent } from '@messeportal/domain';
import { Alert, Checkbox, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PageHeader } from '../../../ui/page-header.tsx';
import { failureText, notifyWarning } from '../../../ui/notify.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useConfig } from '../../../api/get-config.ts';
import { useAssignBrand } from '../api/assign.ts';
import { useDeleteBrand, useSaveBrand } from '../api/brand.ts';
import { BrandFileInput, type BrandFile } from '../components/brand-file-input.tsx';
import { DeleteAction } from '../components/delete-action.tsx';
import { EditFormActions } from '../components/edit-form-actions.tsx';
import { EditTarget } from '../components/edit-target.tsx';
import { PrintDeadlineNotice } from '../components/print-deadline-notice.tsx';
import { useSaveAndBack } from '../components/use-save-and-back.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { brandFitsEvent } from '../model/assignments.ts';
import { useFormAttempt } from '../../../ui/form-attempt.ts';
import { FormLayout, FormSection } from '../../../ui/form-layout.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';

interface Values {
  name: string;
  internet: string;
  productgroupsIds: string[];
  logo: BrandFile | null;
  motif: BrandFile | null;
}
const FIELDS = ['name', 'internet', 'productgroupsIds', 'logo', 'motif'] as const;

const keptFile = (id: number | null, url: string | null, name: string): BrandFile | null =>
  id === null || url === null ? null : { id, url, name, isImage: true };

/** The registration a brand form was opened from (`?registration={id}`): the form goes back there. */
interface RegistrationContext {
  registrationId: number;
  event: PortalEvent;
  /** Not cancelled: a new brand can be assigned to it. */
  live: boolean;
}

function registrationContext(data: GlobalData, param: string | null): RegistrationContext | undefined {
  const registration = param === null ? undefined : data.registrations.find((entry) => entry.id === Number(param));
  const event = registration && data.events.find((entry) => entry.id === registration.eventId);
  return registration && event ? { registrationId: registration.id, event, live: registration.canceledAt === null } : undefined;
}

/**
 * `#/brand/edit/{id}` (SPEC §2): a brand of the company with logo and key image; id 0 is a new one. Opened from a
 * registration's page (`?registration={id}`), a new brand is offered for that registration and the form goes back there.
 */
export function BrandEditPage() {
  const [params] = useSearchParams();
  return (
    <EditTarget allowNew find={(data, id) => data.brands.find((entry) => entry.id === id)}>
      {(brand, id, data) => <BrandForm key={id} id={id} brand={brand} events={data.events} context={registrationContext(data, params.get('registration'))} />}
    </EditTarget>
  );
}

interface BrandFormProps {
  id: number;
  brand: PortalBrand | undefined;
  events: GlobalData['events'];
  context: RegistrationContext | undefined;
}

function BrandForm({ id, brand, events, context }: BrandFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const config = useConfig(locale);
  const save = useSaveBrand(id, locale);
  const remove = useDeleteBrand(id, locale);
  const assign = useAssignBrand(locale);
  // A new brand made from a registration's page is offered for it (ticked; it still needs one of the fair's groups).
  const offerAssignment = context?.live === true && !brand;
  const [assignHere, setAssignHere] = useState(true);
  const form = useForm<Values>({
    initialValues: {
      name: brand?.name ?? '',
      internet: brand?.internet ?? '',
      productgroupsIds: (brand?.productgroupsIds ?? []).map(String),
      logo: keptFile(brand?.logo ?? null, brand?.logoUrl ?? null, t('portal.edit.currentFile')),
      motif: keptFile(brand?.motif ?? null, brand?.motifUrl ?? null, t('portal.edit.currentFile')),
    },
  });
  // Only the product groups of the fairs the company is registered for count (the server checks the same).
  const registeredEvents = new Set(events.filter((event) => event.isRegistered).map((event) => event.id));
  const productGroups = ((config.data?.productgroups ?? []) as { id: number; label: string; eventId: number }[]).filter((group) => registeredEvents.has(group.eventId));

  const fitsFair = context !== undefined && brandFitsEvent({ productgroupsIds: form.values.productgroupsIds.map(Number) }, context.event);
  const registrationPage = context && `/registration/show/${context.registrationId}`;

  const { attempt, failed } = useFormAttempt();
  const submit = useSaveAndBack({
    onFailed: failed,
    schema: brandDataSchema,
    fields: FIELDS,
    setErrors: form.setErrors,
    save,
    backTo: registrationPage,
    // A warning does not stop the save (the first brand should carry the company name); nor does a refused assignment.
    onAnswer: async (answer) => {
      for (const warning of answer.warnings) notifyWarning(warning.message);
      if (!offerAssignment || !assignHere || !fitsFair) return;
      await assign
        .mutateAsync({ id: answer.brand.id, registrationId: context.registrationId, assigned: true })
        .catch((error: unknown) => notifyWarning(t('portal.edit.brandAssignFailed', { reason: failureText(error, t) })));
    },
  });
  const onSubmit = (values: Values) =>
    submit({ name: values.name, internet: values.internet, productgroupsIds: values.productgroupsIds.map(Number), logo: values.logo?.id ?? null, motif: values.motif?.id ?? null });

  return (
    <Stack gap="lg">
      <PageHeader
        title={brand ? brand.name : t('portal.edit.brandNew')}
        breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }, context && registrationPage ? { label: context.event.name, to: registrationPage } : { label: t('portal.nav.profile'), to: '/me' }]}
      />
      <Alert color={TONE_COLORS.info} variant="light">
        {t('portal.edit.brandIntro')}
      </Alert>
      <PrintDeadlineNotice />
      <Text size="sm">{t('portal.edit.mandatoryHint')}</Text>
      <FormLayout
        onSubmit={form.onSubmit(onSubmit)}
        errors={form.errors}
        attempt={attempt}
        saveBar={
          <EditFormActions saving={save.isPending || assign.isPending} backTo={registrationPage}>
            {brand && <DeleteAction name={brand.name} remove={remove} />}
          </EditFormActions>
        }
      >
        <FormSection title={t('portal.edit.brandSection')}>
          <TextInput {...form.getInputProps('name')} label={t('portal.edit.brandName')} required maxLength={200} {...fieldWidth('long')} />
          <TextInput {...form.getInputProps('internet')} label={t('ui.companyData.internet')} description={t('ui.companyData.internetHint')} type="url" />
        </FormSection>
        <FormSection title={t('portal.edit.productGroups')} description={t('portal.edit.productGroupsHint')}>
          {/* Beside its section's title of the same name, the group's own label is for screen readers only. */}
          <Checkbox.Group {...form.getInputProps('productgroupsIds')} label={<VisuallyHidden>{t('portal.edit.productGroups')}</VisuallyHidden>} required>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {productGroups.map((group) => (
                <Checkbox key={group.id} value={String(group.id)} label={group.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </FormSection>
        <FormSection title={t('portal.edit.brandImages')}>
          <BrandFileInput
            label={t('portal.edit.logo')}
            description={translate('brandLogoForm', lang)}
            kind="media"
            value={form.values.logo}
            onChange={(file) => form.setFieldValue('logo', file)}
            error={form.errors.logo as string | undefined}
          />
          <BrandFileInput
            label={t('portal.edit.motif')}
            description={translate('brandMotifForm', lang)}
            kind="images"
            value={form.values.motif}
            onChange={(file) => form.setFieldValue('motif', file)}
            error={form.errors.motif as string | undefined}
          />
        </FormSection>
        {offerAssignment && (
          <FormSection title={context.event.name}>
            <Checkbox
              label={t('portal.edit.brandAssignTo', { event: context.event.name })}
              description={fitsFair ? undefined : t('portal.edit.brandAssignNeedsGroup', { event: context.event.name })}
              checked={assignHere && fitsFair}
              disabled={!fitsFair}
              onChange={(event) => setAssignHere(event.currentTarget.checked)}
            />
          </FormSection>
        )}
      </FormLayout>
    </Stack>
  );
}
