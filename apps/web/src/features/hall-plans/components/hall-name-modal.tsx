import { hallPlanInputSchema, type HallPlanInput } from '@messeportal/domain';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';

interface HallNameModalProps {
  title: string;
  initialName: string;
  saveLabel: string;
  saving: boolean;
  /** Sends the name; a taken name comes back as the field's error (409, `hallPlanNameTaken`). */
  save: (input: HallPlanInput, handlers: { onError: (error: unknown) => void }) => void;
  onClose: () => void;
}

/**
 * A hall's name in a dialog: "Neue Halle" and "Umbenennen" (the whole screen on a phone). Its one field says what
 * is wrong under it and takes the focus; a failure of no field (the network) shows above the buttons. No notice:
 * on a phone it would cover the field it points to.
 */
export function HallNameModal({ title, initialName, saveLabel, saving, save, onClose }: HallNameModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const field = useRef<HTMLInputElement>(null);
  const form = useForm<HallPlanInput>({ initialValues: { name: initialName } });
  const submit = useEditFormSubmit<HallPlanInput>({
    schema: hallPlanInputSchema,
    fields: ['name'],
    setErrors: form.setErrors,
    save,
    onFailed: () => field.current?.focus(),
  });
  const failure = form.errors[''];
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} closeButtonProps={{ 'aria-label': t('hallPlans.name.cancel') }}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <TextInput
            ref={field}
            {...form.getInputProps('name')}
            label={t('hallPlans.name.label')}
            description={t('hallPlans.name.hint')}
            required
            maxLength={80}
            data-autofocus
          />
          {failure && (
            <Alert color={TONE_COLORS.danger} variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              {saveLabel}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('hallPlans.name.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
