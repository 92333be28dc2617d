import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n.ts';
import { isLocale } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** Deutsch | English, each name in its own language so either reader finds theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelId = useId();
  const data = [
    { value: 'de-DE', label: <span lang="de-DE">{t('common.languageNames.de')}</span> },
    { value: 'en-US', label: <span lang="en-US">{t('common.languageNames.en')}</span> },
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      <Text id={labelId} size="sm" component="span">
        {t('common.language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        data={data}
        value={locale}
        onChange={(value) => {
          if (isLocale(value)) void changeLocale(value);
        }}
      />
    </Group>
  );
}
