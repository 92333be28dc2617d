import { Anchor, Button, CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import type { Lang } from '@messeportal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeyValueList, type KeyValue } from '../../../ui/key-value-list.tsx';
import type { Formatters } from '../../../i18n/format.ts';
import { areaOf, kindName, priceOf, type PublicStand } from '../model/public-stands.ts';
import { StateSwatch, type PatternIds } from './state-patterns.tsx';
import classes from './public-plan.module.css';

interface StandDetailsProps {
  stand: PublicStand;
  lang: Lang;
  format: Formatters;
  currency: string;
  swatches: PatternIds;
  /** The stand's own address on the public plan, to share. */
  href: string;
  /** Where a visitor registers for the event (a free stand), when it takes registrations on the plan now. */
  registerTo: string | null;
  onClose: () => void;
}

/** The chosen stand: what it is, who exhibits there with which brands and product groups, its link, and how to get it while free. */
export function StandDetails({ stand, lang, format, currency, swatches, href, registerTo, onClose }: StandDetailsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const price = priceOf(stand, format, currency);
  const { exhibitor } = stand;
  const rows: KeyValue[] = [
    [t('publicPlan.details.state'), <StateText key="state" stand={stand} swatches={swatches} />],
    [t('publicPlan.details.area'), areaOf(stand, format)],
    [t('publicPlan.details.type'), kindName(stand.sale.kind, lang)],
  ];
  if (price) rows.push([t('publicPlan.details.price'), price]);
  if (exhibitor) {
    rows.push([t('publicPlan.details.exhibitor'), exhibitor.company]);
    if (exhibitor.brands.length > 0) rows.push([t('publicPlan.details.brands'), exhibitor.brands.join(', ')]);
    if (stand.groups.length > 0) rows.push([t('publicPlan.details.groups'), stand.groups.join(', ')]);
  }
  return (
    <Paper component="section" withBorder p="md" radius="sm" aria-labelledby={headingId} className={classes.details}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h3" id={headingId}>
          {t('publicPlan.details.heading', { stand: stand.sale.number, hall: stand.hall })}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('publicPlan.details.close')} className={classes.noPrint} />
      </Group>
      <KeyValueList rows={rows} />
      <Group gap="md" mt="sm" className={classes.noPrint}>
        <Anchor href={href} size="sm">
          {t('publicPlan.details.link')}
        </Anchor>
        {registerTo && stand.state === 'free' && (
          <Button component={Link} to={registerTo} size="xs" variant="light">
            {t('publicPlan.details.register')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function StateText({ stand, swatches }: { stand: PublicStand; swatches: PatternIds }) {
  const { t } = useTranslation();
  return (
    <Text span size="sm" className={classes.stateText}>
      <StateSwatch state={stand.state} ids={swatches} />
      {t(`publicPlan.states.${stand.state}`)}
    </Text>
  );
}
