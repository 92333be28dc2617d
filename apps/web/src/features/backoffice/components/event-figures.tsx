import { SimpleGrid } from '@mantine/core';
import type { StaffEvent } from '@messeportal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';

interface Figure {
  label: string;
  value: ReactNode;
  hint?: string;
}

/** An event's key figures: offers, registrations (and how many wait for their confirmation), m², ordered net. */
function useEventFigures(event: StaffEvent): Figure[] {
  const { t } = useTranslation();
  const format = useFormat();
  const count = new Intl.NumberFormat(useLocale()).format;
  return [
    { label: t('backoffice.figures.offers'), value: count(event.offerCount) },
    {
      label: t('backoffice.figures.registrations'),
      value: count(event.registrationCount),
      hint: event.unconfirmedCount > 0 ? t('backoffice.figures.unconfirmed', { count: event.unconfirmedCount }) : undefined,
    },
    { label: t('backoffice.figures.standArea'), value: t('backoffice.figures.area', { area: format.number(event.standArea) }) },
    { label: t('backoffice.figures.ordered'), value: <Money cents={event.orderedNetCents} />, hint: t('backoffice.figures.net') },
  ];
}

/** The event page's key figures, a stat card each. */
export function EventFigures({ event }: { event: StaffEvent }) {
  return (
    // One figure a line on a phone: a sum of six digits and its cents in the figures' large type fills half a phone's width.
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {useEventFigures(event).map((figure) => (
        <StatCard key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}
