import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePersonalField } from './use-personal-field.ts';

/** The company of a new exhibitor (SPEC §3 personal.company). */
export function PersonalCompanyFields() {
  const { t } = useTranslation();
  const field = usePersonalField();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput {...field('company', 'name')} label={t('configurator.personal.companyName')} autoComplete="organization" withAsterisk />
      <TextInput {...field('company', 'ustid')} label={t('configurator.personal.ustid')} />
      <TextInput {...field('company', 'email')} label={t('configurator.personal.companyEmail')} type="email" withAsterisk />
      <TextInput {...field('company', 'phone')} label={t('configurator.personal.phone')} type="tel" withAsterisk />
      <TextInput {...field('company', 'fax')} label={t('configurator.personal.fax')} type="tel" />
      <TextInput {...field('company', 'internet')} label={t('configurator.personal.internet')} type="url" />
    </SimpleGrid>
  );
}
