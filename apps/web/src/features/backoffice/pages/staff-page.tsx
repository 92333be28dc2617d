import { STAFF_ROLES, staffInviteSchema, type StaffAccountInfo, type StaffInviteInput, type StaffRole } from '@messeportal/domain';
import { Alert, Badge, Button, Code, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStaffInfo } from '../../../api/session.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
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

function StaffAccounts() {
  const { t } = useTranslation();
  const answer = useStaffAccounts(useLocale());
  return (
    <Section title={t('backoffice.staff.caption')}>
      {answer.isPending ? (
        <PageLoader />
      ) : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : answer.data.accounts.length === 0 ? (
        <Text>{t('backoffice.staff.none')}</Text>
      ) : (
        <StaffTable accounts={answer.data.accounts} />
      )}
    </Section>
  );
}

function useRoleOptions() {
  const { t } = useTranslation();
  return STAFF_ROLES.map((role) => ({ value: role, label: `${t(`backoffice.staff.roles.${role}`)} – ${t(`backoffice.staff.roleHelp.${role}`)}` }));
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
            <Select {...form.getInputProps('role')} label={t('backoffice.staff.role')} data={roles} allowDeselect={false} required />
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

function StaffTable({ accounts }: { accounts: StaffAccountInfo[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeStaff(locale);
  const newLink = useNewStaffLink(locale);
  const me = readStaffInfo()?.staffUserId;
  const roles = STAFF_ROLES.map((role) => ({ value: role, label: t(`backoffice.staff.roles.${role}`) }));
  const onError = (error: unknown) => notifyError(failureText(error, t));
  const save = (account: StaffAccountInfo, changes: { role?: StaffRole; disabled?: boolean }) =>
    change.mutate(
      { id: account.id, role: changes.role ?? account.role, disabled: changes.disabled ?? account.disabledAt !== null },
      { onSuccess: () => notifySuccess(t('backoffice.staff.changed', { name: account.name })), onError },
    );

  return (
    <StackingTable minWidth={760} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.staff.name')}</Table.Th>
          <Table.Th>{t('backoffice.staff.email')}</Table.Th>
          <Table.Th>{t('backoffice.staff.role')}</Table.Th>
          <Table.Th>{t('backoffice.staff.state')}</Table.Th>
          <Table.Th>{t('backoffice.staff.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => {
          const state = stateOf(account);
          return (
            <Table.Tr key={account.id}>
              <Table.Td data-label={t('backoffice.staff.name')}>
                {account.name}
                {account.id === me && ` (${t('backoffice.staff.you')})`}
              </Table.Td>
              <Table.Td data-label={t('backoffice.staff.email')} style={{ wordBreak: 'break-all' }}>
                {account.email}
              </Table.Td>
              <Table.Td data-label={t('backoffice.staff.role')}>
                <Select
                  aria-label={t('backoffice.staff.roleOf', { name: account.name })}
                  data={roles}
                  value={account.role}
                  allowDeselect={false}
                  onChange={(role) => role && role !== account.role && save(account, { role: role as StaffRole })}
                  w={160}
                />
              </Table.Td>
              <Table.Td data-label={t('backoffice.staff.state')}>
                <Badge variant="light" color={TONE_COLORS[STATE_TONES[state]]}>
                  {t(`backoffice.staff.states.${state}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-label={t('backoffice.staff.actions')}>
                <Group gap="xs" wrap="nowrap">
                  {account.disabledAt ? (
                    <Button size="compact-sm" variant="light" onClick={() => save(account, { disabled: false })}>
                      {t('backoffice.staff.enable')}
                    </Button>
                  ) : (
                    account.id !== me && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color={TONE_COLORS.danger}
                        onClick={() => window.confirm(t('backoffice.staff.disableConfirm', { name: account.name })) && save(account, { disabled: true })}
                      >
                        {t('backoffice.staff.disable')}
                      </Button>
                    )
                  )}
                  {!account.disabledAt && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={newLink.isPending && newLink.variables === account.id}
                      onClick={() => newLink.mutate(account.id, { onSuccess: () => notifySuccess(t('backoffice.staff.linkSent', { email: account.email })), onError })}
                    >
                      {t('backoffice.staff.newLink')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}
