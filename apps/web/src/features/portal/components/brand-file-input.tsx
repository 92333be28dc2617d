import { keyImageUploadIssue } from '@messeportal/domain';
import { Anchor, CloseButton, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { UPLOAD_ACCEPT, useUploadPortalFile, type PortalUploadKind } from '../api/upload-portal-file.ts';

/** A brand's file as the form keeps it: its id for the save and a link to show. */
export interface BrandFile {
  id: number;
  url: string;
  name: string;
  isImage: boolean;
}

interface BrandFileInputProps {
  label: string;
  /** The portal message of SPEC §5 for this file (its types, size and width). */
  description: string;
  /** A brand's file: its logo (media) or key image (images). */
  kind: Exclude<PortalUploadKind, 'floorPlan'>;
  value: BrandFile | null;
  onChange: (file: BrandFile | null) => void;
  error?: string;
}

/**
 * Picks a logo or key image, uploads it at once, and shows what the brand will keep. A refused upload — a key
 * image under 800 px wide too (SPEC §9), checked as soon as the upload answers — says why under the field.
 */
export function BrandFileInput({ label, description, kind, value, onChange, error }: BrandFileInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const upload = useUploadPortalFile(kind, locale);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (stored) => {
        const tooNarrow = kind === 'images' ? keyImageUploadIssue(stored, langOf(locale)) : undefined;
        if (tooNarrow) setUploadError(tooNarrow);
        else onChange({ id: stored.id, url: stored.uri ?? '', name: stored.origName ?? file.name, isImage: stored.isImage ?? false });
      },
      onError: (failure) => setUploadError(failureText(failure, t)),
    });
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={description}
        accept={UPLOAD_ACCEPT[kind]}
        placeholder={t('portal.edit.chooseFile')}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={null}
        onChange={pick}
        disabled={upload.isPending}
        error={uploadError ?? error}
      />
      {upload.isPending && <Text size="sm">{t('portal.edit.uploading')}</Text>}
      {value && (
        <Group gap="sm" wrap="nowrap">
          {value.isImage && value.url && <Image src={`${value.url}/thumb`} alt="" w={80} h={60} fit="contain" />}
          <Anchor href={value.url} target="_blank" rel="noreferrer" size="sm">
            {value.name || t('portal.edit.uploadedFile')}
          </Anchor>
          <CloseButton aria-label={t('portal.edit.removeFile', { name: value.name })} onClick={() => onChange(null)} />
        </Group>
      )}
    </Stack>
  );
}
