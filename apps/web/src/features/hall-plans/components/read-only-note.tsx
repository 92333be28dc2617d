import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';

/** Told once per page to staff who may read the hall plans but not change them. */
export function ReadOnlyNote() {
  const { t } = useTranslation();
  return (
    <Alert color={TONE_COLORS.neutral} variant="light">
      {t('hallPlans.readOnly')}
    </Alert>
  );
}
