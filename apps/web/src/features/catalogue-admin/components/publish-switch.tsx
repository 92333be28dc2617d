import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import type { AdminEvent } from '@messeportal/domain';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { usePublishEvent } from '../api/event.ts';

/**
 * Whether the public sees the event (a new edition starts unpublished), switched at once and on its own, not
 * with the form: publishing is a decision of its own, one entry in the audit log.
 */
export function PublishSwitch({ event, readOnly }: { event: AdminEvent; readOnly: boolean }) {
  const { t } = useTranslation();
  const publish = usePublishEvent(event.id, useLocale());
  const change = (isPublished: boolean) =>
    publish.mutate(
      { isPublished },
      {
        onSuccess: () => notifySuccess(t(isPublished ? 'catalogueAdmin.eventForm.publishedDone' : 'catalogueAdmin.eventForm.unpublishedDone')),
        onError: (error) => notifyError(failureText(error, t)),
      },
    );
  return (
    <Switch
      // Shows the state asked for while the server saves it.
      checked={publish.isPending ? publish.variables.isPublished : event.isPublished}
      onChange={(e) => change(e.currentTarget.checked)}
      disabled={readOnly || publish.isPending}
      label={t('catalogueAdmin.eventForm.published')}
      description={t(event.isPublished ? 'catalogueAdmin.eventForm.publishedHint' : 'catalogueAdmin.eventForm.unpublishedHint')}
      size="md"
    />
  );
}
