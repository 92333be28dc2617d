import { STAFF_ROLES, staffInviteSchema, type StaffAccountInfo, type StaffInviteInput, type StaffRole } from '@messeportal/domain';
import { Alert, Badge, Button, Code, Group, Menu, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconLock, IconLockOpen, IconSend, IconUsers } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStaffInfo } from '../../../api/session.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { EmailText } from '../../../ui/index-text.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Section } from '../../../ui/section.tsx';
import { TONE_COLORS, type Tone } from '../../../ui/tones.ts';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { StaffRight } from '../components/staff-right.tsx';
import { useChangeStaff, useInviteStaff, useNewStaffLink, useStaffAccounts } from '../api/staff-accounts.ts';

type AccountState = 'active' | 'invited' | 'disabled';
const stateOf = (account: StaffAccountInfo): AccountState => (account.disabledAt ? 'disabled' : account.hasPassword ? 'active' : 'invited');
const STATE_TONES: Record<AccountState, Tone> = { active: 'success', invited: 'info', disabled: 'neutral' };

/** `#/be/staff` (admins): every staff account with its role and state, and the invitation of a new one. */
export function StaffPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.staff.title')} subtitle={t('backoffice.staff.intro')} />
      <StaffRight may={['staff', 'write']}>
        <InviteForm />
        <StaffAccounts />
      </StaffRight>
    </Stack>
  );
}

/** The accounts on the Index template (a card with the table; no filters: a handful of people). */
function StaffAccounts() {
  const { t } = useTranslation();
  const answer = useStaffAccounts(useLocale());
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-accounts">
      <Title order={2} size="h3" id="staff-accounts">
        {t('backoffice.staff.caption')}
      </Title>
      <IndexCard>
        <IndexBody
          answer={answer}
          records={(data) => data.accounts}
          loadingRows={3}
          empty={
            <IndexEmpty icon={<IconUsers size={24} stroke={1.6} />} title={t('backoffice.staff.none')} text={t('backoffice.staff.inviteIntro')} />
          }
        >
          {(data) => (
            <StaffTable accounts={data.accounts} />
          )}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

/** The roles by name; what the chosen one may do is the field's description (a phone's field is too narrow for both). */
function useRoleOptions() {
  const { t } = useTranslation();
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`backoffice.staff.roles.${role}`) }));
}

function InviteForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const invite = useInviteStaff(locale);
  const roles = useRoleOptions();
  const [sent, setSent] = useState<{ email: string; link?: string } | null>(null);
  const form = useForm<Required<StaffInviteInput>>({ initialValues: { email: '', name: '', role: 'sales', lang: 'de' } });
  const submit = useEditFormSubmit<Required<StaffInviteInput>>({
    schema: staffInviteSchema,
    fields: ['email', 'name', 'role', 'lang'],
    setErrors: form.setErrors,
    save: (input, handlers) =>
      invite.mutate(input, {
        ...handlers,
        onSuccess: ({ account, link }) => {
          setSent({ email: account.email, link });
          form.reset();
        },
      }),
  });
  return (
    <Section title={t('backoffice.staff.invite')}>
      <Text size="sm">{t('backoffice.staff.inviteIntro')}</Text>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...form.getInputProps('email')} label={t('backoffice.staff.email')} type="email" required />
            <TextInput {...form.getInputProps('name')} label={t('backoffice.staff.name')} maxLength={200} />
            <Select
              {...form.getInputProps('role')}
              label={t('backoffice.staff.role')}
              description={t(`backoffice.staff.roleHelp.${form.values.role}`)}
              data={roles}
              allowDeselect={false}
              required
            />
            <Select
              {...form.getInputProps('lang')}
              label={t('backoffice.staff.lang')}
              data={[
                { value: 'de', label: 'Deutsch' },
                { value: 'en', label: 'English' },
              ]}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={invite.isPending}>
              {t('backoffice.staff.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      {sent && (
        <Alert color={TONE_COLORS.success} variant="light" role="status" title={t('backoffice.staff.sent', { email: sent.email })}>
          {sent.link && (
            <Stack gap={4}>
              <Text size="sm">{t('backoffice.staff.linkHint')}</Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {sent.link}
              </Code>
            </Stack>
          )}
        </Alert>
      )}
    </Section>
  );
}

/**
 * The accounts: name, e-mail address, role, state; role, lock and a new link in each row's "…" menu. On a phone a
 * row is the name and state, then the address and role.
 */
function StaffTable({ accounts }: { accounts: StaffAccountInfo[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeStaff(locale);
  const newLink = useNewStaffLink(locale);
  const me = readStaffInfo()?.staffUserId;
  const onError = (error: unknown) => notifyError(failureText(error, t));
  const save = (account: StaffAccountInfo, changes: { role?: StaffRole; disabled?: boolean }) =>
    change.mutate(
      { id: account.id, role: changes.role ?? account.role, disabled: changes.disabled ?? account.disabledAt !== null },
      { onSuccess: () => notifySuccess(t('backoffice.staff.changed', { name: account.name })), onError },
    );

  return (
    <IndexTable minWidth={760} caption={t('backoffice.staff.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.staff.name')}</Table.Th>
          <Table.Th>{t('backoffice.staff.email')}</Table.Th>
          <Table.Th>{t('backoffice.staff.role')}</Table.Th>
          <Table.Th>{t('backoffice.staff.state')}</Table.Th>
          <IndexActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => {
          const state = stateOf(account);
          const name = account.id === me ? `${account.name} (${t('backoffice.staff.you')})` : account.name;
          const role = t(`backoffice.staff.roles.${account.role}`);
          return (
            <Table.Tr key={account.id}>
              <IndexTitleCell
                title={name}
                phoneMeta={
                  <>
                    <EmailText email={account.email} /> · {role}
                  </>
                }
              />
              <Table.Td>
                <EmailText email={account.email} />
              </Table.Td>
              <Table.Td>{role}</Table.Td>
              <Table.Td data-phone="badge">
                <Badge variant="light" color={TONE_COLORS[STATE_TONES[state]]}>
                  {t(`backoffice.staff.states.${state}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-phone="actions">
                <IndexRowActions name={account.name}>
                  <Menu.Label>{t('backoffice.staff.roleOf', { name: account.name })}</Menu.Label>
                  {STAFF_ROLES.map((option) => (
                    <Menu.Item
                      key={option}
                      leftSection={<IconCheck size={16} stroke={1.6} aria-hidden style={{ visibility: option === account.role ? 'visible' : 'hidden' }} />}
                      aria-current={option === account.role || undefined}
                      onClick={() => option !== account.role && save(account, { role: option })}
                    >
                      {t(`backoffice.staff.roles.${option}`)}
                    </Menu.Item>
                  ))}
                  <Menu.Divider />
                  {!account.disabledAt && (
                    <Menu.Item
                      leftSection={<IconSend size={16} stroke={1.6} aria-hidden />}
                      onClick={() => newLink.mutate(account.id, { onSuccess: () => notifySuccess(t('backoffice.staff.linkSent', { email: account.email })), onError })}
                    >
                      {t('backoffice.staff.newLink')}
                    </Menu.Item>
                  )}
                  {account.disabledAt ? (
                    <Menu.Item leftSection={<IconLockOpen size={16} stroke={1.6} aria-hidden />} onClick={() => save(account, { disabled: false })}>
                      {t('backoffice.staff.enable')}
                    </Menu.Item>
                  ) : (
                    account.id !== me && (
                      <Menu.Item
                        color={TONE_COLORS.danger}
                        leftSection={<IconLock size={16} stroke={1.6} aria-hidden />}
                        onClick={() => window.confirm(t('backoffice.staff.disableConfirm', { name: account.name })) && save(account, { disabled: true })}
                      >
                        {t('backoffice.staff.disable')}
                      </Menu.Item>
                    )
                  )}
                </IndexRowActions>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
