import { Anchor, Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { withLang } from '../../../api/request-rules.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { PlanHall } from '../model/public-stands.ts';
import classes from './public-plan.module.css';

/** Print the page (the plan, its legend and the list) or open the hall as PDF with its stand list, in the page's language. */
export function PlanTools({ eventId, hall }: { eventId: number; hall: PlanHall }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group gap="md" className={classes.noPrint}>
      <Button variant="default" size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        {t('publicPlan.print')}
      </Button>
      <Anchor href={withLang(`/pub/event/${eventId}/hall/${hall.id}/plan.pdf`, locale)} target="_blank" rel="noopener" size="sm" className={classes.stateText}>
        <IconFileTypePdf size={18} aria-hidden />
        {t('publicPlan.pdf', { hall: hall.name })}
      </Anchor>
    </Group>
  );
}
