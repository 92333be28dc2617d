import { standTypes, type DeskStandSalesAnswer, type StandAction, type StandSaleChangeInput } from '@messeportal/domain';
import { Anchor, Button, CloseButton, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../../api/staff-rights.ts';
import { useFormat } from '../../../../i18n/format.ts';
import { langOf } from '../../../../i18n/locale.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { DateField } from '../../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { KeyValueList } from '../../../../ui/key-value-list.tsx';
import { useChangeStandSale } from '../../api/stand-sales.ts';
import { allowedFor, candidates, companies, offeredActions, type DeskHall, type DeskRow } from '../../model/desk-plan.ts';
import classes from './event-plan.module.css';
import { STATE_FILL } from './state-colours.ts';

interface StandPanelProps {
  eventId: number;
  hall: DeskHall;
  row: DeskRow;
  sales: DeskStandSalesAnswer | undefined;
  onClose: () => void;
}

/** The chosen stand: its facts and state, and the changes its state allows (for sales and admin; accounting reads). */
export function StandPanel({ eventId, hall, row, sales, onClose }: StandPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const lang = langOf(locale);
  const { stand, state, sale } = row;
  // Kept here: the change form starts afresh with the state the change leaves, the sentence saying what was done stays.
  const [done, setDone] = useState<StandAction | null>(null);
  const until = sale?.until ? format.date(sale.until, { time: state === 'held' }) : null;

  const facts = [
    { label: t('backoffice.deskPlan.columns.area'), value: t('backoffice.deskPlan.area', { area: format.number(stand.areaM2) }) },
    { label: t('backoffice.deskPlan.columns.type'), value: standTypes.find((type) => type.id === stand.kind)?.[lang] ?? stand.kind },
    { label: t('backoffice.deskPlan.openSides'), value: String(stand.openSides) },
    ...(stand.net !== null ? [{ label: t('backoffice.deskPlan.net'), value: format.money(Math.round(stand.net * 100)) }] : []),
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
                <Anchor component={Link} to={`/be/registration/${sale.registrationId}`}>
                  {sale.company}
                </Anchor>
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
        {staffMayHere(['registration', 'write']) ? (
          // Keyed: another stand or state starts with an empty form.
          <>
            <StandChangeForm key={`${hall.id}/${stand.number}/${state}`} eventId={eventId} hallId={hall.id} row={row} sales={sales} onDone={setDone} />
            {done && (
              <Text size="sm" role="status">
                {t(`backoffice.deskPlan.done.${done}`)}
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

interface StandChangeFormProps {
  eventId: number;
  hallId: number;
  row: DeskRow;
  sales: DeskStandSalesAnswer | undefined;
  onDone: (action: StandAction | null) => void;
}

function StandChangeForm({ eventId, hallId, row, sales, onDone }: StandChangeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeStandSale(eventId, locale);
  const actions = offeredActions(row);
  const [action, setAction] = useState<StandAction | null>(actions[0] ?? null);
  const [registrationId, setRegistrationId] = useState<string | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [until, setUntil] = useState('');
  const [text, setText] = useState('');

  if (!action) return null;

  const registrationChoices = candidates(sales).filter((candidate) => candidate.placedAt?.stand !== row.stand.number || candidate.placedAt.hallId !== hallId);
  const registrationData = [
    {
      group: t('backoffice.deskPlan.form.unplaced'),
      items: registrationChoices.filter((c) => !c.placedAt && allowedFor(action, row, c)).map((c) => ({ value: String(c.registrationId), label: c.company })),
    },
    {
      group: t('backoffice.deskPlan.form.move'),
      items: registrationChoices
        .filter((c) => c.placedAt && allowedFor(action, row, c))
        .map((c) => ({ value: String(c.registrationId), label: t('backoffice.deskPlan.form.placedAt', { company: c.company, stand: c.placedAt!.stand }) })),
    },
  ].filter((group) => group.items.length > 0);
  const companyData = companies(sales)
    .filter((company) => allowedFor('option', row, company))
    .map((company) => ({ value: String(company.companyId), label: company.company }));

  const input = (): StandSaleChangeInput | null => {
    switch (action) {
      case 'book':
      case 'propose':
        return registrationId ? { action, registrationId: Number(registrationId) } : null;
      case 'option':
        return companyId && until ? { action, companyId: Number(companyId), until, note: text } : null;
      case 'block':
        return text.trim() ? { action, reason: text } : null;
      case 'release':
        return { action };
    }
  };
  const ready = input();

  const submit = () => {
    if (!ready) return;
    onDone(null);
    change.mutate(
      { hallId, stand: row.stand.number, change: ready },
      {
        onSuccess: () => {
          onDone(action);
          setRegistrationId(null);
          setText('');
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
      {actions.length > 1 && (
        <SegmentedControl
          value={action}
          onChange={(value) => (setAction(value as StandAction), change.reset(), onDone(null))}
          data={actions.map((value) => ({ value, label: t(`backoffice.deskPlan.actions.${value}`) }))}
          aria-label={t('backoffice.deskPlan.form.action')}
          fullWidth
        />
      )}
      {(action === 'book' || action === 'propose') && (
        <Select
          label={t('backoffice.deskPlan.form.registration')}
          placeholder={t('backoffice.deskPlan.form.choose')}
          data={registrationData}
          value={registrationId}
          onChange={setRegistrationId}
          searchable
          nothingFoundMessage={t('backoffice.deskPlan.form.nothingFound')}
          required
        />
      )}
      {action === 'option' && (
        <>
          <Select
            label={t('backoffice.deskPlan.form.company')}
            placeholder={t('backoffice.deskPlan.form.choose')}
            data={companyData}
            value={companyId}
            onChange={setCompanyId}
            searchable
            nothingFoundMessage={t('backoffice.deskPlan.form.nothingFound')}
            required
          />
          <DateField label={t('backoffice.deskPlan.form.until')} value={until} onChange={setUntil} required />
          <TextInput label={t('backoffice.deskPlan.note')} value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={200} />
        </>
      )}
      {action === 'block' && (
        <TextInput label={t('backoffice.deskPlan.reason')} value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={200} required />
      )}
      {action === 'propose' && (
        <Text size="sm" c="dimmed">
          {t('backoffice.deskPlan.form.proposeHint')}
        </Text>
      )}
      {change.isError && <ErrorAlert error={change.error} />}
      <Group>
        <Button type="submit" disabled={!ready} loading={change.isPending} color={action === 'release' || action === 'block' ? 'red' : undefined}>
          {t(`backoffice.deskPlan.actions.${action}`)}
        </Button>
      </Group>
    </Stack>
  );
}
