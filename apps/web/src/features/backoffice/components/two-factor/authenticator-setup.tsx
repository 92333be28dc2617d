import { Box, Code, CopyButton, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form.tsx';

interface AuthenticatorSetupProps {
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  onCode: (code: string) => void;
  submitLabel: string;
  mutation: { isPending: boolean; error: unknown };
}

/** The secret as it is typed into an app: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: its QR code to scan, the key to type where no camera helps, and the first code
 * of it, which switches the second factor on.
 */
export function AuthenticatorSetup({ secret, uri, onCode, submitLabel, mutation }: AuthenticatorSetupProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text size="sm">{t('backoffice.twoFactor.scan')}</Text>
      <Group align="flex-start" gap="lg">
        <Box p="xs" bg="white" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}>
          <QRCodeSVG value={uri} size={168} role="img" aria-label={t('backoffice.twoFactor.qr')} />
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text size="sm" fw={600}>
            {t('backoffice.twoFactor.key')}
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="authenticator-key">
            {grouped(secret)}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <UnstyledButton onClick={copy} c="brand.8" fz="sm" style={{ alignSelf: 'flex-start', textDecoration: 'underline' }}>
                {copied ? t('backoffice.twoFactor.copied') : t('backoffice.twoFactor.copyKey')}
              </UnstyledButton>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <CodeForm onCode={onCode} submitLabel={submitLabel} mutation={mutation} />
    </Stack>
  );
}
