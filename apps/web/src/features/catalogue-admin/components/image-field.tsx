import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadTempFile } from '../../../api/upload-temp-file.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import type { ImageRef } from '../model/medium-form.ts';

interface ImageFieldProps {
  label: string;
  /** Names the thumbnail ("Vorschau von Anzeige A4"). */
  name: string;
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  error?: unknown;
}

/** One image: its thumbnail, a picker that uploads a JPG or PNG at once (the server checks its bytes), removing it. */
export function ImageField({ label, name, value, onChange, error }: ImageFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadTempFile('images', useLocale());
  const [uploadError, setUploadError] = useState<string | null>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (stored) => onChange({ id: stored.id, url: stored.uri ?? `/pub/file/${stored.id}` }),
      onError: (failure) => setUploadError(failureText(failure, t)),
    });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value ? (
        <Image src={value.url} alt={t('catalogueAdmin.image.alt', { name })} w={80} h={60} fit="contain" radius="sm" bd="1px solid var(--mantine-color-gray-3)" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('catalogueAdmin.image.none')}
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        <FileInput
          label={value ? t('catalogueAdmin.image.replace') : t('catalogueAdmin.image.upload')}
          accept=".png,.jpg,.jpeg"
          value={null}
          onChange={pick}
          disabled={upload.isPending}
          description={upload.isPending ? t('catalogueAdmin.image.uploading') : undefined}
          error={uploadError ?? (typeof error === 'string' ? error : undefined)}
          style={{ flex: '1 1 14rem' }}
        />
        {value && (
          <Button variant="subtle" color={TONE_COLORS.danger} onClick={() => onChange(null)}>
            {t('catalogueAdmin.image.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
