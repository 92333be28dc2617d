import { credentialRequestAnswerInputSchema, type CredentialRequest, type CredentialRequestMatch } from '@messeportal/domain';
import { Alert, Badge, Button, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { FactsTable } from '../../../ui/facts-table.tsx';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';
import { useAnswerRequest } from '../api/answer-request.ts';
import { useCloseRequest } from '../api/close-request.ts';
import { useRequest } from '../api/get-request.ts';

interface AnswerModalProps {
  request: CredentialRequest;
  mayAnswer: boolean;
  onClose: () => void;
}

/** One request: what the person wrote, the contacts that resemble it, and sending one of them the link or closing it. */
export function AnswerModal({ request, mayAnswer, onClose }: AnswerModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 36em)');
  const detail = useRequest(request.id, useLocale());
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('requests.answer.title', { name: request.name })}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('requests.answer.cancel') }}
    >
      <Stack gap="md">
        <FactsTable
          label={t('requests.answer.request')}
          rows={[
            [t('requests.columns.received'), format.date(request.createdAt, { time: true })],
            [t('requests.columns.company'), request.company],
            [t('requests.columns.name'), request.name],
            [t('requests.columns.email'), request.email],
            [t('requests.columns.phone'), request.phone || '–'],
            [t('requests.columns.lang'), t(`requests.langs.${request.lang}`)],
            [t('requests.columns.message'), <Text key="message" size="sm" style={{ whiteSpace: 'pre-wrap' }}>{request.message || '–'}</Text>],
          ]}
        />
        {detail.isPending ? (
          <PageLoader />
        ) : detail.isError ? (
          <ErrorAlert error={detail.error} />
        ) : (
          <AnswerForm request={request} matches={detail.data.matches} mayAnswer={mayAnswer} onDone={onClose} />
        )}
      </Stack>
    </Modal>
  );
}

/** The radio group's value is the contact's id as text; '' while none is chosen. */
type Values = { contactId: string };
type Chosen = { contactId?: number };

function AnswerForm({ request, matches, mayAnswer, onDone }: { request: CredentialRequest; matches: CredentialRequestMatch[]; mayAnswer: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useAnswerRequest(request.id, locale);
  const close = useCloseRequest(request.id, locale);
  const form = useForm<Values>({ initialValues: { contactId: matches.length === 1 ? String(matches[0]!.contactId) : '' } });
  // A failed action says so in the dialog, by its buttons (a toast alone is gone before it is read, and the
  // dialog covers the page).
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useEditFormSubmit<Chosen>({
    schema: credentialRequestAnswerInputSchema,
    fields: ['contactId'],
    // The field's own message stands under the radios; one of no field (a refusal, the network) by the buttons.
    setErrors: (errors) => {
      form.setErrors(errors);
      setFailure(errors[''] ?? null);
    },
    onFailed: () => undefined,
    // Checked by the schema before this is called: parsing gives its typed answer.
    save: (input, handlers) =>
      answer.mutate(credentialRequestAnswerInputSchema.parse(input), {
        ...handlers,
        onSuccess: ({ request: done }) => {
          notifySuccess(t('requests.answer.sent', { email: done.answeredContact?.email ?? '' }));
          onDone();
        },
      }),
  });
  const closeWithoutLink = () => {
    if (!window.confirm(t('requests.answer.closeConfirm'))) return;
    setFailure(null);
    close.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('requests.answer.closed'));
        onDone();
      },
      onError: (error) => setFailure(failureText(error, t)),
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit({ contactId: values.contactId ? Number(values.contactId) : undefined }))}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('requests.answer.matches')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('requests.answer.matchesHint')}
          </Text>
        </Stack>
        {matches.length === 0 ? (
          <EmptyState compact icon={<IconUserSearch size={20} stroke={1.6} />} title={t('requests.answer.noneTitle')} text={t('requests.answer.none')} />
        ) : (
          <Radio.Group {...form.getInputProps('contactId')} label={t('requests.answer.choose')} required={mayAnswer}>
            <Stack gap="sm" mt="xs">
              {matches.map((match) => (
                <MatchOption key={match.contactId} match={match} disabled={!mayAnswer} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {mayAnswer ? (
          <>
            {matches.length > 0 && <Text size="sm">{t('requests.answer.linkNote')}</Text>}
            {failure && (
              <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('requests.answer.failed')}>
                {failure}
              </Alert>
            )}
            <Group gap="sm">
              {matches.length > 0 && (
                <Button type="submit" loading={answer.isPending}>
                  {t('requests.answer.send')}
                </Button>
              )}
              <Button variant="light" color={TONE_COLORS.neutral} loading={close.isPending} onClick={closeWithoutLink}>
                {t('requests.answer.close')}
              </Button>
            </Group>
          </>
        ) : (
          <Alert color={TONE_COLORS.neutral} variant="light">
            {t('requests.answer.readOnly')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** A contact to choose: name and address, its company, and why it is offered. */
function MatchOption({ match, disabled }: { match: CredentialRequestMatch; disabled: boolean }) {
  const { t } = useTranslation();
  const label = (
    <Text span fw={600} size="sm">
      {`${match.firstName} ${match.name}`.trim()} · <span style={{ wordBreak: 'break-all', fontWeight: 400 }}>{match.email}</span>
    </Text>
  );
  const description = (
    <Group gap={6} component="span" mt={2}>
      <Text span size="xs">
        {match.companyName}
        {match.isMainContact && ` · ${t('requests.answer.mainContact')}`}
        {!match.hasPassword && ` · ${t('requests.answer.noPassword')}`}
      </Text>
      {match.reasons.map((reason) => (
        // Why a contact is offered is an attribute, not a state: no tone of its own.
        <Badge key={reason} size="xs" variant="light" color={TONE_COLORS.neutral}>
          {t(`requests.reasons.${reason}`)}
        </Badge>
      ))}
    </Group>
  );
  return <Radio value={String(match.contactId)} label={label} description={description} disabled={disabled} />;
}
