import type { DeskStandSalesAnswer, StandSaleChangeInput } from '@messeportal/domain';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { DateField } from '../../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { useChangeStandSale, type StandRef } from '../../api/stand-sales.ts';
import type { DropIntent } from '../../model/desk-drag.ts';
import { allowedFor, candidates, choiceValue, companies, fromChoiceValue, offeredActions, standChoices, type DeskAction, type DeskHall, type DeskRow } from '../../model/desk-plan.ts';

/** What was done, for the sentence the panel keeps after the form starts afresh. */
export interface DoneChange {
  action: DeskAction;
  stand: string;
}

interface StandChangeFormProps {
  eventId: number;
  hall: DeskHall;
  halls: readonly DeskHall[];
  row: DeskRow;
  sales: DeskStandSalesAnswer | undefined;
  /** A registration dropped on the stand: the change it asks for, filled in for staff to confirm. */
  preset?: DropIntent | null;
  onDone: (done: DoneChange | null) => void;
}

/** The changes the stand's state allows, one at a time: book, propose, option, block, move its exhibitor, swap, release. */
export function StandChangeForm({ eventId, hall, halls, row, sales, preset, onDone }: StandChangeFormProps) {
  const { t } = useTranslation();
  const change = useChangeStandSale(eventId, useLocale());
  const actions = offeredActions(row);
  const [action, setAction] = useState<DeskAction | null>(preset?.action ?? actions[0] ?? null);
  const [registrationId, setRegistrationId] = useState<string | null>(preset?.action === 'book' ? String(preset.registrationId) : null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [otherStand, setOtherStand] = useState<string | null>(preset?.action === 'swap' ? choiceValue(preset) : null);
  const [until, setUntil] = useState('');
  const [text, setText] = useState('');
  const submitRef = useRef<HTMLButtonElement>(null);
  // A drop asks to confirm: the button that does it takes the focus.
  useEffect(() => {
    if (preset) submitRef.current?.focus();
  }, [preset]);

  if (!action) return null;
  const here = { hallId: hall.id, stand: row.stand.number };

  const registrationChoices = candidates(sales).filter((candidate) => candidate.placedAt?.stand !== row.stand.number || candidate.placedAt.hallId !== hall.id);
  const registrationData = [
    {
      group: t('backoffice.deskPlan.form.unplaced'),
      items: registrationChoices.filter((c) => !c.placedAt && action !== 'move' && action !== 'swap' && allowedFor(action, row, c)).map((c) => ({ value: String(c.registrationId), label: c.company })),
    },
    {
      group: t('backoffice.deskPlan.form.move'),
      items: registrationChoices
        .filter((c) => c.placedAt && action === 'book' && allowedFor(action, row, c))
        .map((c) => ({ value: String(c.registrationId), label: t('backoffice.deskPlan.form.placedAt', { company: c.company, stand: c.placedAt!.stand }) })),
    },
  ].filter((group) => group.items.length > 0);
  const companyData = companies(sales)
    .filter((company) => allowedFor('option', row, company))
    .map((company) => ({ value: String(company.companyId), label: company.company }));
  const standData = (action === 'move' ? standChoices(halls, sales, ['available']) : standChoices(halls, sales, ['booked'], here)).map((choice) => ({
    value: choiceValue(choice),
    label: choice.company ? `${choice.label} – ${choice.company}` : choice.label,
  }));
  const other = otherStand ? fromChoiceValue(otherStand) : null;

  /** The stand the request goes to and what it asks: a move books the other stand for this stand's exhibitor. */
  const request = (): (StandRef & { change: StandSaleChangeInput }) | null => {
    const on = (change: StandSaleChangeInput | null) => (change ? { ...here, change } : null);
    switch (action) {
      case 'book':
      case 'propose':
        return on(registrationId ? { action, registrationId: Number(registrationId) } : null);
      case 'option':
        return on(companyId && until ? { action, companyId: Number(companyId), until, note: text } : null);
      case 'block':
        return on(text.trim() ? { action, reason: text } : null);
      case 'release':
        return on({ action });
      case 'swap':
        return on(other ? { action, hallId: other.hallId, stand: other.stand } : null);
      case 'move':
        return other && row.sale?.registrationId != null ? { ...other, change: { action: 'book', registrationId: row.sale.registrationId } } : null;
    }
  };
  const ready = request();

  const submit = () => {
    if (!ready) return;
    onDone(null);
    change.mutate(ready, {
      onSuccess: () => {
        onDone({ action, stand: other?.stand ?? row.stand.number });
        setRegistrationId(null);
        setOtherStand(null);
        setText('');
      },
    });
  };
  const choose = (value: string) => {
    setAction(value as DeskAction);
    setOtherStand(null);
    change.reset();
    onDone(null);
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
      {actions.length > 1 && (
        <SegmentedControl
          value={action}
          onChange={choose}
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
      {(action === 'move' || action === 'swap') && (
        <Select
          label={t(`backoffice.deskPlan.form.${action === 'move' ? 'moveTo' : 'swapWith'}`)}
          placeholder={t('backoffice.deskPlan.form.choose')}
          data={standData}
          value={otherStand}
          onChange={setOtherStand}
          searchable
          limit={100}
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
      {(action === 'propose' || action === 'move' || action === 'swap') && (
        <Text size="sm" c="dimmed">
          {t(`backoffice.deskPlan.form.${action}Hint`)}
        </Text>
      )}
      {change.isError && <ErrorAlert error={change.error} />}
      <Group>
        <Button ref={submitRef} type="submit" disabled={!ready} loading={change.isPending} color={action === 'release' || action === 'block' ? 'red' : undefined}>
          {t(`backoffice.deskPlan.actions.${action}`)}
        </Button>
      </Group>
    </Stack>
  );
}
