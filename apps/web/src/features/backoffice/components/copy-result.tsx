import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CopyNotice } from '../model/copy-notice.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

/** After copying into another event: the positions that event lacks, so staff can replace them by hand. */
export function CopyResult({ notice }: { notice: CopyNotice }) {
  const { t } = useTranslation();
  if (notice.missing.length === 0) return null;
  return (
    <Alert color={TONE_COLORS.warning} variant="light" title={t('backoffice.copy.missingTitle')}>
      <Text size="sm">{t('backoffice.copy.missingIntro')}</Text>
      <List size="sm" mt="xs">
        {notice.missing.map((item) => (
          <List.Item key={`${item.kind}-${item.id}`}>
            {t(`backoffice.copy.kind.${item.kind}`)}: {item.name}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
