import { staffServiceBookingSchema, translate, type StaffBookedService } from '@messeportal/domain';
import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DecimalInput } from '../../../ui/decimal-input.tsx';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '../../../ui/form-errors.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { BookingForm, DeviatingPriceFields, deviatingPriceOf } from './booking-modal-parts.tsx';
import { useBookService } from '../api/booked-services.ts';

type BookingText = keyof (typeof import('../i18n/de.json'))['desk']['serviceBooking'];

interface ServiceBookingModalProps {
  registrationId: number;
  /** The items staff may book; `chosen` is changed, else one is chosen in the form. */
  items: StaffBookedService[];
  chosen: StaffBookedService | null;
  onClose: () => void;
}

const FIELDS = ['amount', 'checked', 'price', 'reason'];

/** Books, changes or removes one service for the exhibitor: amount or tick, optionally a deviating price with its reason. */
export function ServiceBookingModal({ registrationId, items, chosen, onClose }: ServiceBookingModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const k = (key: BookingText, params: Record<string, string | number> = {}) => t(`backoffice.desk.serviceBooking.${key}`, params);
  const book = useBookService(registrationId, locale);
  const [itemId, setItemId] = useState<number | null>(chosen?.id ?? null);
  const item = items.find((candidate) => candidate.id === itemId) ?? null;
  const [amount, setAmount] = useState<number | string>(chosen?.booked ?? 0);
  const [checked, setChecked] = useState(chosen?.checked ?? true);
  const [price, setPrice] = useState<number | string>(chosen?.price ?? '');
  const [reason, setReason] = useState(chosen?.reason ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = (remove: boolean) => {
    if (!item) {
      setErrors({ item: translate('required', langOf(locale)) });
      return;
    }
    const booking = remove
      ? { amount: 0, checked: false }
      : {
          ...(item.input === 'amount' ? { amount: typeof amount === 'number' ? amount : Number.NaN } : { checked }),
          ...deviatingPriceOf(price, reason),
        };
    const found = schemaErrors(staffServiceBookingSchema, booking, langOf(locale));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    book.mutate(
      { itemId: item.id, booking },
      {
        onSuccess: () => {
          notifySuccess(k('saved', { service: item.title }));
          onClose();
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.errors.map((error) => ({ ...error, property: error.property === `orderbook_${item.id}` ? 'amount' : error.property })) : [];
          setErrors(fields.length > 0 ? serverFieldErrors(fields, FIELDS) : { '': failureText(failure, t) });
        },
      },
    );
  };

  return (
    <BookingForm
      title={chosen ? k('changeTitle', { service: chosen.title }) : k('addTitle')}
      choice={chosen ? null : { label: k('item'), placeholder: k('itemPlaceholder'), options: items.map((entry) => ({ value: String(entry.id), label: `${entry.group} · ${entry.title}` })), itemId, onChoose: setItemId }}
      errors={errors}
      saving={book.isPending}
      canRemove={!!chosen && (chosen.booked > 0 || chosen.checked)}
      onSave={save}
      onClose={onClose}
    >
      {item?.input === 'amount' && (
        <DecimalInput
          label={k('amount', { unit: item.unit })}
          description={k('amountHint', { ordered: format.number(item.ordered) })}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={2}
          error={errors.amount}
          required
        />
      )}
      {item?.input === 'checkbox' && <Checkbox label={k('tick')} checked={checked} onChange={(event) => setChecked(event.currentTarget.checked)} error={errors.checked} />}
      {item && <DeviatingPriceFields listPrice={item.listPrice} hint="priceHint" price={price} onPrice={setPrice} reason={reason} onReason={setReason} errors={errors} />}
    </BookingForm>
  );
}
