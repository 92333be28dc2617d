import { translate } from '@messeportal/domain';
import type { ReactNode } from 'react';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';
import { useEvent } from '../api/get-events.ts';

/**
 * What an event's page shows in its place when the event does not exist (an old link, a mistyped id) — the
 * events are known and this one is not among them — else `null` (also while they load).
 */
export function useMissingEvent(eventId: number): ReactNode {
  const locale = useLocale();
  const event = useEvent(eventId, locale);
  if (!event.isSuccess || event.data) return null;
  return <RecordUnavailable error={null} fallback={translate('eventNotFound', langOf(locale))} area="staff" />;
}
