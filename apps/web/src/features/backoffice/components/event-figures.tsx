import { SimpleGrid } from '@mantine/core';
import type { StaffEvent } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';

/** An event's key figures: offers, registrations (and how many wait for their confirmation), m², ordered net. */
export function EventFigures({ event }: { event: StaffEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = new Intl.NumberFormat(useLocale()).format;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard label={t('backoffice.figures.offers')} value={count(event.offerCount)} />
      <StatCard
        label={t('backoffice.figures.registrations')}
        value={count(event.registrationCount)}
        hint={event.unconfirmedCount > 0 ? t('backoffice.figures.unconfirmed', { count: event.unconfirmedCount }) : undefined}
      />
      <StatCard label={t('backoffice.figures.standArea')} value={t('backoffice.figures.area', { area: format.number(event.standArea) })} />
      <StatCard label={t('backoffice.figures.ordered')} value={<Money cents={event.orderedNetCents} />} hint={t('backoffice.figures.net')} />
    </SimpleGrid>
  );
}
