import type { FileObject } from '@messeportal/domain';
import { translate } from '@messeportal/domain';
import { Anchor, CloseButton, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { useUploadTempFile, type UploadKind } from '../api/upload-temp-file.ts';

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
  value: FileObject | null;
  onChange: (file: FileObject | null) => void;
  error?: string;
}

/** A brand's logo or motif: picks a file, uploads it at once and shows what is kept (name and thumbnail). */
export function BrandFileField({ label, description, kind, value, onChange, error }: BrandFileFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const upload = useUploadTempFile(kind, locale);

  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      const lang = langOf(locale);
      notifyError(translate('uploadFailed', lang, { reason: translate('uploadReasonTooLarge', lang, { max: MAX_UPLOAD_MB }) }));
      return;
    }
    upload.mutate(file, { onSuccess: onChange, onError: (failure) => notifyError(failureText(failure, t)) });
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
        error={error}
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
