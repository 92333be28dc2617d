import { Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../api/get-config.ts';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * What heads the public pages (configurator, login): the organiser's logo and name from its settings, so a
 * visitor sees whose fair it is; the product's name until they are known or where none is set.
 */
export function OrganiserMark() {
  const { t } = useTranslation();
  const organiser = useConfig(useLocale()).data?.feUiElements.organiser;
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      {organiser?.logoUrl && <Image src={organiser.logoUrl} alt="" h={36} w="auto" maw={140} fit="contain" />}
      {/* A long name wraps between words rather than being cut beside the language switch on a phone. */}
      <Text fw={700} size="lg" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
        {organiser?.name || t('app.name')}
      </Text>
    </Group>
  );
}
