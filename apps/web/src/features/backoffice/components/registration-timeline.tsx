import type { StaffRegistrationAnswer } from '@messeportal/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { Section } from '../../../ui/section.tsx';

/** Everything that happened to the registration, oldest first, with who did it when it was staff. */
export function RegistrationTimeline({ timeline }: { timeline: StaffRegistrationAnswer['timeline'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Section title={t('backoffice.desk.timeline.title')}>
      <List spacing="xs" listStyleType="none" ml={0} pl={0}>
        {timeline.map((entry, index) => (
          <List.Item key={index}>
            <Text size="sm">
              <Text span c="dimmed" size="sm" mr="xs">
                {format.date(entry.at, { time: true })}
              </Text>
              {t(`backoffice.desk.timeline.${entry.kind}`, { ...entry.params, interpolation: { escapeValue: false } })}
              {entry.actor && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  {t('backoffice.desk.timeline.by', { actor: entry.actor, interpolation: { escapeValue: false } })}
                </Text>
              )}
            </Text>
          </List.Item>
        ))}
      </List>
    </Section>
  );
}
