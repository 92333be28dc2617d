import type { FileObject } from '@messeportal/domain';
import { keyImageUploadIssue, translate } from '@messeportal/domain';
import { Anchor, CloseButton, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { useUploadTempFile, type UploadKind } from '../../../api/upload-temp-file.ts';

/** SPEC §9: at most 5 MB of 1048576 bytes in the configurator's uploader. */
const MAX_UPLOAD_MB = 5;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1_048_576;

/** SPEC §5: the file types each kind accepts, for the file picker. */
const ACCEPT: Record<UploadKind, string> = {
  media: '.jpg,.jpeg,.png,.pdf,.eps',
  images: '.jpg,.jpeg,.png',
};

interface BrandFileFieldProps {
  label: string;
  description: string;
  kind: UploadKind;
  /** The brand's key image: at least 800 px wide (SPEC §9), checked as soon as the upload answers. */
  keyImage?: boolean;
  value: FileObject | null;
  onChange: (file: FileObject | null) => void;
  error?: string;
}

/**
 * A brand's logo or key image: picks a file, uploads it at once and shows what is kept (name and thumbnail).
 * A refused upload says why under the field, where it stays until the next file is picked.
 */
export function BrandFileField({ label, description, kind, keyImage = false, value, onChange, error }: BrandFileFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const upload = useUploadTempFile(kind, locale);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(translate('uploadFailed', lang, { reason: translate('uploadReasonTooLarge', lang, { max: MAX_UPLOAD_MB }) }));
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ width, height: _height, ...stored }) => {
        const tooNarrow = keyImage ? keyImageUploadIssue({ width }, lang) : undefined;
        if (tooNarrow) setUploadError(tooNarrow);
        else onChange(stored);
      },
      onError: (failure) => setUploadError(failureText(failure, t)),
    });
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={description}
        accept={ACCEPT[kind]}
        placeholder={t('configurator.brands.chooseFile')}
        // The placeholder is the button's text here, so it needs the contrast of text (the layout's dimmed grey).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={null}
        onChange={pick}
        disabled={upload.isPending}
        error={uploadError ?? error}
      />
      {upload.isPending && <Text size="sm">{t('configurator.brands.uploading')}</Text>}
      {value && (
        <Group gap="sm" wrap="nowrap">
          {value.isImage && value.uri && <Image src={`${value.uri}/thumb`} alt="" w={80} h={60} fit="contain" />}
          <Anchor href={value.uri} target="_blank" rel="noreferrer" size="sm">
            {value.origName || t('configurator.brands.uploadedFile')}
          </Anchor>
          <CloseButton aria-label={t('configurator.brands.removeFile', { name: value.origName ?? '' })} onClick={() => onChange(null)} />
        </Group>
      )}
    </Stack>
  );
}
