import { ActionIcon, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadTempFile } from '../../../api/upload-temp-file.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import type { ImageRef } from '../model/medium-form.ts';

interface GalleryFieldProps {
  value: ImageRef[];
  onChange: (images: ImageRef[]) => void;
  error?: unknown;
}

/** A product's gallery: thumbnails with a remove button each, and a picker that uploads several images at once. */
export function GalleryField({ value, onChange, error }: GalleryFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    setUploadError(null);
    try {
      const stored = await Promise.all(files.map((file) => uploadTempFile(file, 'images', locale)));
      onChange([...value, ...stored.map((file) => ({ id: file.id, url: file.uri ?? `/pub/file/${file.id}` }))]);
    } catch (failure) {
      setUploadError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('catalogueAdmin.image.gallery')}
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('catalogueAdmin.image.galleryNone')}
        </Text>
      ) : (
        <Group gap="sm">
          {value.map((image, i) => (
            <Stack key={`${image.id}-${i}`} gap={2} align="center">
              <Image src={image.url} alt={t('catalogueAdmin.image.galleryAlt', { n: i + 1 })} w={80} h={60} fit="contain" radius="sm" bd="1px solid var(--mantine-color-gray-3)" />
              <ActionIcon
                variant="subtle"
                color={TONE_COLORS.danger}
                aria-label={t('catalogueAdmin.image.galleryRemove', { n: i + 1 })}
                onClick={() => onChange(value.filter((_image, index) => index !== i))}
              >
                <IconTrash size={18} stroke={1.6} aria-hidden />
              </ActionIcon>
            </Stack>
          ))}
        </Group>
      )}
      <FileInput
        label={t('catalogueAdmin.image.galleryAdd')}
        accept=".png,.jpg,.jpeg"
        multiple
        value={[]}
        onChange={(files) => void pick(files)}
        disabled={busy}
        description={busy ? t('catalogueAdmin.image.uploading') : undefined}
        error={uploadError ?? (typeof error === 'string' ? error : undefined)}
        maw={360}
      />
    </Stack>
  );
}
