import { staffMediumBookingSchema, translate, type StaffBookedMedium } from '@messeportal/domain';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '../../../ui/form-errors.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { useChangeMedium } from '../api/booked-services.ts';
import { BookingForm, DeviatingPriceFields, deviatingPriceOf } from './booking-modal-parts.tsx';

type BookingText = keyof (typeof import('../i18n/de.json'))['desk']['serviceBooking'];

interface MediumBookingModalProps {
  registrationId: number;
  media: StaffBookedMedium[];
  /** The medium changed, else one is chosen in the form. */
  chosen: StaffBookedMedium | null;
  onClose: () => void;
}

/** Sets how many pieces of an advertising medium the exhibitor holds; added pieces optionally at a deviating price with its reason. */
export function MediumBookingModal({ registrationId, media, chosen, onClose }: MediumBookingModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const k = (key: BookingText, params: Record<string, string | number> = {}) => t(`backoffice.desk.serviceBooking.${key}`, params);
  const change = useChangeMedium(registrationId, locale);
  const [itemId, setItemId] = useState<number | null>(chosen?.id ?? null);
  const medium = media.find((candidate) => candidate.id === itemId) ?? null;
  const [amount, setAmount] = useState<number | string>(chosen?.ordered ?? 1);
  const [price, setPrice] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = (remove: boolean) => {
    if (!medium) {
      setErrors({ item: translate('required', langOf(locale)) });
      return;
    }
    const booking = remove
      ? { amount: 0 }
      : { amount: typeof amount === 'number' ? amount : Number.NaN, ...deviatingPriceOf(price, reason) };
    const found = schemaErrors(staffMediumBookingSchema, booking, langOf(locale));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { itemId: medium.id, booking },
      {
        onSuccess: () => {
          notifySuccess(k('saved', { service: medium.title }));
          onClose();
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.errors.map((error) => ({ ...error, property: error.property === `media_${medium.id}` ? 'amount' : error.property })) : [];
          setErrors(fields.length > 0 ? serverFieldErrors(fields, ['amount', 'price', 'reason']) : { '': failureText(failure, t) });
        },
      },
    );
  };

  return (
    <BookingForm
      title={chosen ? k('changeTitle', { service: chosen.title }) : k('mediumTitle')}
      choice={chosen ? null : { label: k('mediumItem'), placeholder: k('mediumPlaceholder'), options: media.map((entry) => ({ value: String(entry.id), label: entry.title })), itemId, onChoose: setItemId }}
      errors={errors}
      saving={change.isPending}
      canRemove={!!chosen && chosen.ordered > 0}
      onSave={save}
      onClose={onClose}
    >
      {medium && (
        <>
          <NumberInput
            label={k('mediumAmount')}
            description={k('mediumAmountHint', { available: medium.available })}
            value={amount}
            onChange={setAmount}
            min={0}
            allowDecimal={false}
            error={errors.amount}
            required
          />
          <DeviatingPriceFields listPrice={medium.listPrice} hint="mediumPriceHint" price={price} onPrice={setPrice} reason={reason} onReason={setReason} errors={errors} />
        </>
      )}
    </BookingForm>
  );
}
