import { earlyBookingRuns } from '@messeportal/domain';
import { useState } from 'react';
import { useWizard } from './wizard-context.tsx';

/** Whether the event's early booking still runs, as of when the page opened (prices do not jump while one looks). */
export function useEarlyBooking(): boolean {
  const { event } = useWizard();
  const [openedAt] = useState(() => new Date());
  return earlyBookingRuns(event.earlyBookingTime, openedAt);
}
