import { copyEventInputSchema, type AdminEventsAnswer, type CopyEventInput } from '@messeportal/domain';
import { Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useCopyEvent } from '../api/events.ts';
import { copiedStart, copyInput, proposedCopy, type CopyFormValues } from '../model/copy-form.ts';
import type { CopyNotice } from '../model/copy-notice.ts';
import { FormButtons } from './form-buttons.tsx';

type ListedEvent = AdminEventsAnswer['events'][number];

/** "Neue Ausgabe": names and how far the dates move; the copy opens with a notice of the shift. */
export function CopyEventModal({ event, name, onClose }: { event: ListedEvent; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const navigate = useNavigate();
  const copy = useCopyEvent(event.id, locale);
  const phone = useMediaQuery('(max-width: 36em)');
  const modeLabel = useId();
  const form = useForm<CopyFormValues>({ initialValues: proposedCopy(event) });
  const submit = useEditFormSubmit<CopyEventInput>({
    schema: copyEventInputSchema,
    fields: ['nameDe', 'nameEn', 'shiftDays', 'startsAt'],
    setErrors: form.setErrors,
    save: (input, handlers) =>
      copy.mutate(input, {
        ...handlers,
        onSuccess: async ({ id, shiftDays }) => {
          notifySuccess(t('catalogueAdmin.copy.done'));
          onClose();
          const notice: CopyNotice = { copiedFrom: name, shiftDays };
          await navigate(`/be/admin/event/${id}`, { state: notice });
        },
      }),
  });
  const values = form.getValues();
  const start = copiedStart(values, event.startsAt);

  return (
    <Modal opened onClose={onClose} title={t('catalogueAdmin.events.copyOf', { name })} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('catalogueAdmin.common.cancel') }}>
      <form noValidate onSubmit={form.onSubmit((formValues) => submit(copyInput(formValues)))}>
        <Stack gap="md">
          <Text size="sm">{t('catalogueAdmin.copy.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...form.getInputProps('nameDe')} label={t('catalogueAdmin.common.nameDe')} required maxLength={200} lang="de" />
            <TextInput {...form.getInputProps('nameEn')} label={t('catalogueAdmin.common.nameEn')} required maxLength={200} lang="en" />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={modeLabel}>
              {t('catalogueAdmin.copy.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby={modeLabel}
              {...form.getInputProps('mode')}
              data={[
                { value: 'shift', label: t('catalogueAdmin.copy.modeShift') },
                { value: 'start', label: t('catalogueAdmin.copy.modeStart') },
              ]}
            />
          </Stack>
          {values.mode === 'shift' ? (
            <NumberInput {...form.getInputProps('shiftDays')} label={t('catalogueAdmin.copy.shiftDays')} description={t('catalogueAdmin.copy.shiftHint')} required allowDecimal={false} min={-3660} max={3660} />
          ) : (
            <DateField {...form.getInputProps('startsAt')} label={t('catalogueAdmin.copy.startsAt')} required />
          )}
          {start && <Text size="sm">{t('catalogueAdmin.copy.newStart', { date: format.date(start) })}</Text>}
          <FormButtons saveLabel={t('catalogueAdmin.copy.submit')} saving={copy.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
