import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { StaffSession } from '@messeportal/domain';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { notifyError, notifySuccess, failureText } from '../../../ui/notify.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FormSection, FormWidth } from '../../../ui/form-layout.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useEndSessions, useMySessions } from '../api/my-sessions.ts';

/**
 * The staff member's live sessions (issue 32): in which browser, since when, until when; this one marked, each
 * other one to end, or all of them at once (a lost laptop, a login they do not recognise).
 */
export function MySessions() {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useMySessions(locale);
  const end = useEndSessions(locale);
  const endSessions = (sessionId?: number) =>
    end.mutate(sessionId, {
      onSuccess: () => notifySuccess(t(sessionId === undefined ? 'backoffice.account.sessions.endedAll' : 'backoffice.account.sessions.ended')),
      onError: (error) => notifyError(failureText(error, t)),
    });
  const others = answer.data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <FormWidth>
      <FormSection title={t('backoffice.account.sessions.title')} description={t('backoffice.account.sessions.intro')}>
        {answer.isPending ? (
          <PageLoader />
        ) : answer.isError ? (
          <ErrorAlert error={answer.error} />
        ) : (
          <Stack gap={0} component="ul" aria-label={t('backoffice.account.sessions.title')} p={0} m={0} style={{ listStyle: 'none' }}>
            {answer.data.sessions.map((session, index) => (
              <SessionRow key={session.id} session={session} first={index === 0} onEnd={() => endSessions(session.id)} ending={end.isPending && end.variables === session.id} />
            ))}
          </Stack>
        )}
        {others > 1 && (
          <Group justify="flex-end">
            <Button variant="light" color="red" onClick={() => endSessions()} loading={end.isPending && end.variables === undefined}>
              {t('backoffice.account.sessions.endAll')}
            </Button>
          </Group>
        )}
      </FormSection>
    </FormWidth>
  );
}

function SessionRow({ session, first, onEnd, ending }: { session: StaffSession; first: boolean; onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const device = session.device || t('backoffice.account.sessions.unknownDevice');
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="sm" style={{ borderTop: first ? undefined : '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconDeviceDesktop size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {device}
          </Text>
          <Text size="sm" c="dimmed">
            {t('backoffice.account.sessions.since', { since: format.date(session.createdAt, { time: true }), until: format.date(session.expiresAt, { time: true }) })}
          </Text>
        </Stack>
      </Group>
      {session.current ? (
        <Badge variant="light" color={TONE_COLORS.success} style={{ flexShrink: 0 }}>
          {t('backoffice.account.sessions.current')}
        </Badge>
      ) : (
        <Button variant="default" size="compact-sm" onClick={onEnd} loading={ending} aria-label={t('backoffice.account.sessions.endOne', { device })} style={{ flexShrink: 0 }}>
          {t('backoffice.account.sessions.end')}
        </Button>
      )}
    </Group>
  );
}
