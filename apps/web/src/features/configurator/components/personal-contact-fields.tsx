import type { PortalConfig } from '@messeportal/domain';
import { Checkbox, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonalDraft } from '../model/personal.ts';
import { usePersonalField } from './use-personal-field.ts';
import { useServerError, useWizard } from './wizard-context.tsx';

const options = (list: PortalConfig['definitions'][string] | undefined) =>
  (list ?? []).map((option) => ({ value: String(option.id), label: option.label }));

/** The contact person of a new exhibitor, whose e-mail address is the username (SPEC §3 personal.contact). */
export function PersonalContactFields({ definitions }: { definitions: PortalConfig['definitions'] }) {
  const { t } = useTranslation();
  const field = usePersonalField();
  const { state, dispatch, setPersonalChecked } = useWizard();
  const contact = state.configuration.personal.contact;
  const genderError = useServerError('personal.contact.gender');
  const langError = useServerError('personal.contact.lang');
  const typeError = useServerError('personal.contact.contactType');
  const change = (changes: Partial<PersonalDraft['contact']>) => {
    dispatch({ type: 'personalChanged', changes: { contact: changes } });
    setPersonalChecked(false);
  };
  const passwordToggle = { 'aria-label': t('auth.login.showPassword') };
  const choose = { value: '', label: t('configurator.personal.choose') };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('configurator.personal.gender')}
          data={[choose, ...options(definitions.genders)]}
          value={contact.gender === null ? '' : String(contact.gender)}
          onChange={(event) => change({ gender: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
          error={genderError}
          withAsterisk
        />
        <NativeSelect
          label={t('configurator.personal.lang')}
          data={[choose, ...options(definitions.langs)]}
          value={contact.lang}
          onChange={(event) => {
            const lang = event.currentTarget.value;
            change({ lang: lang === 'de' || lang === 'en' ? lang : '' });
          }}
          error={langError}
          withAsterisk
        />
        <TextInput {...field('contact', 'firstName')} label={t('configurator.personal.firstName')} autoComplete="given-name" withAsterisk />
        <TextInput {...field('contact', 'name')} label={t('configurator.personal.name')} autoComplete="family-name" withAsterisk />
        <TextInput
          {...field('contact', 'email')}
          label={t('configurator.personal.contactEmail')}
          description={t('configurator.personal.contactEmailHint')}
          type="email"
          autoComplete="email"
          withAsterisk
        />
        <TextInput {...field('contact', 'phone')} label={t('configurator.personal.phone')} type="tel" />
        <TextInput {...field('contact', 'mobile')} label={t('configurator.personal.mobile')} type="tel" />
        <TextInput {...field('contact', 'fax')} label={t('configurator.personal.fax')} type="tel" />
        <PasswordInput
          {...field('contact', 'passwordNew')}
          label={t('configurator.personal.password')}
          description={t('configurator.personal.passwordHint')}
          autoComplete="new-password"
          visibilityToggleButtonProps={passwordToggle}
          withAsterisk
        />
        <PasswordInput
          {...field('contact', 'passwordNewRepeat')}
          label={t('configurator.personal.passwordRepeat')}
          autoComplete="new-password"
          visibilityToggleButtonProps={passwordToggle}
          withAsterisk
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('configurator.personal.contactTypes')}
        value={contact.contactType}
        onChange={(contactType) => change({ contactType })}
        error={typeError}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
          {options(definitions.contactTypes).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}
