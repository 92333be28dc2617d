import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../../ui/tones.ts';

/** The recovery codes, shown this once: to write down or copy, each good for one login without the app. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone?: () => void; doneLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color={TONE_COLORS.warning} variant="light" title={t('backoffice.twoFactor.recoveryTitle')}>
        {t('backoffice.twoFactor.recoveryIntro')}
      </Alert>
      <List aria-label={t('backoffice.twoFactor.recoveryTitle')} listStyleType="none" spacing={4} ff="monospace" fz="md" style={{ columns: '2 9rem' }}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('backoffice.twoFactor.copied') : t('backoffice.twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        {onDone && <Button onClick={onDone}>{doneLabel}</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('backoffice.twoFactor.recoveryUse')}
      </Text>
    </Stack>
  );
}
