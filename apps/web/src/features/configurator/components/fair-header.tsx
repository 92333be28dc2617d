import { formatDate } from '@messeportal/domain';
import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard } from './wizard-context.tsx';
import classes from './fair-header.module.css';

/**
 * The fair's own identity above the wizard: its name and dates on the brand colour, the dates that matter for
 * an order (the day registration opens while it has not, its deadline, the end of the early booking while it
 * runs) and what this run of the configurator is for; the flow's own action (the offer by mail) at its side.
 * Plain elements and one stylesheet: it is part of the configurator's first visit.
 */
export function FairHeader({ subtitle, action }: { subtitle: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const { event } = useWizard();
  const facts = [
    event.registrationPhase === 'notYetOpen' && t('configurator.fair.registrationOpens', { date: formatDate(event.registrationOpensOn) }),
    event.isRegistrationOpen && t('configurator.fair.registrationEnds', { date: formatDate(event.registrationEndsAt) }),
    event.earlyBookingTime && t('configurator.fair.earlyBooking', { date: formatDate(event.earlyBookingTime) }),
  ].filter((fact) => fact);
  return (
    <header className={classes.band}>
      <div className={classes.text}>
        <Text className={classes.dates}>
          {t('configurator.fair.dates', { from: formatDate(event.startsAt), to: formatDate(event.endsAt) })}
        </Text>
        <Title order={1} className={classes.name}>
          {event.name}
        </Title>
        <Text className={classes.subtitle}>{subtitle}</Text>
        {facts.length > 0 && (
          <ul className={classes.facts}>
            {facts.map((fact) => (
              <li key={fact as string}>{fact}</li>
            ))}
          </ul>
        )}
      </div>
      {action && <div className={classes.action}>{action}</div>}
    </header>
  );
}
