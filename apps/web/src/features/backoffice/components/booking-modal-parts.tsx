import { amountToCents } from '@messeportal/domain';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { MoneyInput } from '../../../ui/decimal-input.tsx';
import type { FieldErrors } from '../../../ui/form-errors.ts';

type BookingText = keyof (typeof import('../i18n/de.json'))['desk']['serviceBooking'];

interface DeviatingPriceProps {
  /** The catalogue's net unit price in euros, named as the price used when none is given. */
  listPrice: number;
  /** The hint's text key: a service's or a medium's wording. */
  hint: 'priceHint' | 'mediumPriceHint';
  price: number | string;
  onPrice: (price: number | string) => void;
  reason: string;
  onReason: (reason: string) => void;
  errors: FieldErrors;
}

/** A deviating net unit price staff may give instead of the catalogue's, and the reason the exhibitor reads. */
export function DeviatingPriceFields({ listPrice, hint, price, onPrice, reason, onReason, errors }: DeviatingPriceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const k = (key: BookingText, params: Record<string, string | number> = {}) => t(`backoffice.desk.serviceBooking.${key}`, params);
  return (
    <>
      <MoneyInput
        label={k('priceDeviating')}
        description={k(hint, { price: format.money(amountToCents(listPrice)) })}
        value={price}
        onChange={onPrice}
        min={0}
        error={errors.price}
        maw="14rem"
      />
      <TextInput label={k('reason')} description={k('reasonHint')} value={reason} maxLength={500} onChange={(event) => onReason(event.currentTarget.value)} error={errors.reason} />
    </>
  );
}

/** The deviating price and its reason as a booking sends them: nothing when the price field is empty. */
export const deviatingPriceOf = (price: number | string, reason: string) =>
  price === '' ? {} : { price: typeof price === 'number' ? price : Number.NaN, reason };

interface BookingFormProps {
  title: string;
  /** The item to choose, when the dialog was not opened for one. */
  choice: { label: string; placeholder: string; options: { value: string; label: string }[]; itemId: number | null; onChoose: (itemId: number | null) => void } | null;
  errors: FieldErrors;
  saving: boolean;
  canRemove: boolean;
  /** Saves the form, or removes the booking (`remove`). */
  onSave: (remove: boolean) => void;
  onClose: () => void;
  /** The item's own fields. */
  children: ReactNode;
}

/** A booking dialog: its error, the item to choose, the item's fields, and save, remove and cancel. */
export function BookingForm({ title, choice, errors, saving, canRemove, onSave, onClose, children }: BookingFormProps) {
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(false);
        }}
      >
        <Stack gap="sm">
          {errors[''] && <Alert color="red">{errors['']}</Alert>}
          {choice && (
            <Select
              label={choice.label}
              placeholder={choice.placeholder}
              data={choice.options}
              value={choice.itemId === null ? null : String(choice.itemId)}
              onChange={(value) => choice.onChoose(value === null ? null : Number(value))}
              searchable
              required
              error={errors.item}
              data-autofocus
            />
          )}
          {children}
          <BookingActions saving={saving} canRemove={canRemove} onRemove={() => onSave(true)} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Save, remove (when something is booked) and cancel at the foot of a booking dialog. */
function BookingActions({ saving, canRemove, onRemove, onClose }: { saving: boolean; canRemove: boolean; onRemove: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const k = (key: BookingText) => t(`backoffice.desk.serviceBooking.${key}`);
  return (
    <Group gap="sm">
      <Button type="submit" loading={saving}>
        {k('save')}
      </Button>
      {canRemove && (
        <Button variant="outline" color="red" onClick={onRemove}>
          {k('remove')}
        </Button>
      )}
      <Button variant="subtle" onClick={onClose}>
        {k('cancel')}
      </Button>
    </Group>
  );
}
