import { standTypes, type DeskStandSalesAnswer } from '@messeportal/domain';
import { Anchor, CloseButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../../api/staff-rights.ts';
import { useFormat } from '../../../../i18n/format.ts';
import { langOf } from '../../../../i18n/locale.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { KeyValueList } from '../../../../ui/key-value-list.tsx';
import { groupNames, type DeskConflict } from '../../model/desk-conflicts.ts';
import type { DropIntent } from '../../model/desk-drag.ts';
import type { DeskHall, DeskRow } from '../../model/desk-plan.ts';
import { DragHandle } from './drag-handle.tsx';
import classes from './event-plan.module.css';
import { StandChangeForm, type DoneChange } from './stand-change-form.tsx';
import { STATE_FILL } from './state-colours.ts';
import { StandPriceForm } from './stand-price-form.tsx';

interface StandPanelProps {
  eventId: number;
  hall: DeskHall;
  halls: readonly DeskHall[];
  row: DeskRow;
  sales: DeskStandSalesAnswer | undefined;
  conflicts: readonly DeskConflict[];
  /** A registration dropped on the stand: the change it asks for, for staff to confirm. */
  preset: DropIntent | null;
  /** A change was made (the drop's preset is used up). */
  onChanged: () => void;
  onClose: () => void;
}

/**
 * The chosen stand: its facts and state, its conflicts in words, and the changes its state allows (for sales and admin;
 * accounting reads). A booked stand's exhibitor can be dragged from here onto another stand.
 */
export function StandPanel({ eventId, hall, halls, row, sales, conflicts, preset, onChanged, onClose }: StandPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const lang = langOf(locale);
  const { stand, state, sale } = row;
  // Kept here: the change form starts afresh with the state the change leaves, the sentence saying what was done stays.
  const [done, setDone] = useState<DoneChange | null>(null);
  const until = sale?.until ? format.date(sale.until, { time: state === 'held' }) : null;

  const facts = [
    { label: t('backoffice.deskPlan.columns.area'), value: t('backoffice.deskPlan.area', { area: format.number(stand.areaM2) }) },
    { label: t('backoffice.deskPlan.columns.type'), value: standTypes.find((type) => type.id === stand.kind)?.[lang] ?? stand.kind },
    { label: t('backoffice.deskPlan.openSides'), value: String(stand.openSides) },
    ...(stand.net !== null
      ? [{ label: t('backoffice.deskPlan.net'), value: stand.specialPrice ? t('backoffice.deskPlan.price.netAgreed', { price: format.money(Math.round(stand.net * 100)) }) : format.money(Math.round(stand.net * 100)) }]
      : []),
    {
      label: t('backoffice.deskPlan.columns.state'),
      value: (
        <span className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: STATE_FILL[state] }} aria-hidden />
          {t(`backoffice.deskPlan.states.${state}`)}
        </span>
      ),
    },
    ...(sale?.company
      ? [
          {
            label: t('backoffice.deskPlan.columns.company'),
            value:
              sale.registrationId !== null ? (
                <>
                  {state === 'booked' && (
                    <DragHandle
                      dragged={{ registrationId: sale.registrationId, companyId: sale.companyId, company: sale.company, from: { hallId: hall.id, stand: stand.number } }}
                      label={t('backoffice.deskPlan.drag.handle', { company: sale.company })}
                    />
                  )}
                  <Anchor component={Link} to={`/be/registration/${sale.registrationId}`}>
                    {sale.company}
                  </Anchor>
                </>
              ) : (
                sale.company
              ),
          },
        ]
      : []),
    ...(until ? [{ label: t(`backoffice.deskPlan.until.${state === 'proposed' ? 'deadline' : 'until'}`), value: until }] : []),
    ...(sale?.reason ? [{ label: t(`backoffice.deskPlan.${state === 'blocked' ? 'reason' : 'note'}`), value: sale.reason }] : []),
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="desk-stand-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="desk-stand-title">
            {t('backoffice.deskPlan.panelTitle', { stand: stand.number, hall: hall.name })}
          </Title>
          <CloseButton onClick={onClose} aria-label={t('backoffice.deskPlan.close')} />
        </Group>
        <KeyValueList rows={facts.map((fact) => [fact.label, fact.value] as const)} />
        {conflicts.length > 0 && sales && (
          <Stack gap={4}>
            <Text size="sm" fw={650} className={classes.conflict}>
              <IconAlertTriangle size={16} aria-hidden />
              {t('backoffice.deskPlan.conflicts.title', { count: conflicts.length })}
            </Text>
            <List size="sm" spacing={2}>
              {conflicts.map((conflict) => (
                <List.Item key={conflict.other}>
                  {t('backoffice.deskPlan.conflicts.productGroup', { stand: conflict.other, company: conflict.company, groups: groupNames(sales, conflict.productGroupIds, lang).join(', ') })}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {staffMayHere(['catalogue', 'write']) && stand.standConfigId !== null && (
          <StandPriceForm key={`${hall.id}/${stand.number}/price`} eventId={eventId} hallId={hall.id} stand={stand.number} special={specialPriceOf(sales, hall.id, stand.number)} />
        )}
        {staffMayHere(['registration', 'write']) ? (
          // Keyed: another stand, state or drop starts with a fresh form.
          <>
            <StandChangeForm key={`${hall.id}/${stand.number}/${state}/${preset ? JSON.stringify(preset) : ''}`} eventId={eventId} hall={hall} halls={halls} row={row} sales={sales} preset={preset} onDone={(change) => (setDone(change), change && onChanged())} />
            {done && (
              <Text size="sm" role="status">
                {t(`backoffice.deskPlan.done.${done.action}`, { stand: done.stand })}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('backoffice.deskPlan.readOnly')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The price staff agreed for the stand, as the desk's answer lists it, or null. */
function specialPriceOf(sales: DeskStandSalesAnswer | undefined, hallId: number, stand: string) {
  const found = sales?.specialPrices.find((price) => price.hallId === hallId && price.stand === stand);
  return found ? { cents: found.cents, reason: found.reason } : null;
}
