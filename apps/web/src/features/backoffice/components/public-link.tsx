import { Badge, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StaffEvent } from '@messeportal/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { TONE_COLORS, toneText } from '../../../ui/tones.ts';

/** The address of an event's public configurator, where visitors configure, get offers and register. */
export const publicConfiguratorUrl = (eventId: number, location: Pick<Location, 'origin' | 'pathname'> = window.location) =>
  `${location.origin}${location.pathname}#/e/offer/${eventId}`;

/** The badge of each registration phase: its tone, its text and the date the text names. */
const PHASE_BADGES = {
  open: { tone: 'success', text: 'backoffice.publicLink.openUntil', date: (event: StaffEvent) => event.registrationEndsAt },
  notYetOpen: { tone: 'info', text: 'backoffice.publicLink.opensOn', date: (event: StaffEvent) => event.registrationOpensOn },
  closed: { tone: 'neutral', text: 'backoffice.publicLink.closedSince', date: (event: StaffEvent) => event.registrationEndsAt },
} as const;

/** Whether the public configurator is there (published) and takes registrations: from, until or since when. */
export function RegistrationOpenBadge({ event }: { event: StaffEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!event.isPublished) {
    return (
      <Badge variant="light" color={TONE_COLORS.warning} style={{ flexShrink: 0 }}>
        {t('backoffice.publicLink.notPublished')}
      </Badge>
    );
  }
  const badge = PHASE_BADGES[event.registrationPhase];
  return (
    <Badge variant="light" color={TONE_COLORS[badge.tone]} style={{ flexShrink: 0 }}>
      {t(badge.text, { date: format.date(badge.date(event)) })}
    </Badge>
  );
}

/**
 * The event's public configurator for the organiser to hand on: its address with a copy button and as a QR code
 * (for a flyer or a slide), and whether registration is open.
 */
export function PublicLink({ event }: { event: StaffEvent }) {
  const { t } = useTranslation();
  const titleId = useId();
  const url = publicConfiguratorUrl(event.id);
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group align="flex-start" justify="space-between" gap="lg">
        <Stack gap="sm" style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id={titleId}>
              {t('backoffice.publicLink.title')}
            </Title>
            <RegistrationOpenBadge event={event} />
          </Group>
          <Text size="sm">{t('backoffice.publicLink.hint')}</Text>
          {!event.isPublished && (
            <Text size="sm" c={toneText('warning')}>
              {t('backoffice.publicLink.notPublishedHint')}
            </Text>
          )}
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t('backoffice.publicLink.address')} value={url} readOnly style={{ flexGrow: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}>
                  {t(copied ? 'backoffice.publicLink.copied' : 'backoffice.publicLink.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <QRCodeSVG value={url} size={128} marginSize={2} role="img" aria-label={t('backoffice.publicLink.qr', { event: event.name })} />
      </Group>
    </Card>
  );
}
