import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.ts';

const LANGUAGES: { locale: Locale; name: 'de' | 'en' }[] = [
  { locale: 'de-DE', name: 'de' },
  { locale: 'en-US', name: 'en' },
];

/**
 * Deutsch | English, each name in its own language so either reader finds theirs: two toggle buttons, the
 * chosen one pressed (buttons rather than a segmented control, whose script the configurator's first visit
 * cannot afford).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLocale();
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text id={labelId} size="sm" component="span">
        {t('common.language')}
      </Text>
      <Button.Group aria-labelledby={labelId}>
        {LANGUAGES.map(({ locale, name }) => (
          <Button
            key={locale}
            size="compact-sm"
            variant={locale === current ? 'filled' : 'default'}
            aria-pressed={locale === current}
            lang={locale}
            onClick={() => void changeLocale(locale)}
          >
            {t(`common.languageNames.${name}`)}
          </Button>
        ))}
      </Button.Group>
    </Group>
  );
}
