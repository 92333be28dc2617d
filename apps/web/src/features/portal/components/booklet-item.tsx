import { amountToCents, BookletItemType, countsWhole, descriptionLimit, type BookletEntry } from '@messeportal/domain';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { ExpandableText } from '../../../ui/expandable-text.tsx';
import { ChoiceCard } from '../../../ui/flow-choice-card.tsx';
import { RequiredMark } from '../../../ui/required-mark.tsx';
import { inputOf, type ItemValue } from '../model/booklet.ts';
import { ItemImages } from './image-lightbox.tsx';
import { toneText } from '../../../ui/tones.ts';
import { DecimalInput } from '../../../ui/decimal-input.tsx';

const FLAT_UNIT = 'flat';

interface BookletItemViewProps {
  item: BookletEntry;
  value: ItemValue;
  onChange: (value: ItemValue) => void;
  readOnly: boolean;
  error?: string;
  warning?: string;
}

/**
 * One item of the booklet as its type asks: a sub-heading, or a ChoiceCard (as the configurator's services
 * step shows it) with a text, a tick or a quantity, its price and its images.
 */
export function BookletItemView({ item, value, onChange, readOnly, error, warning }: BookletItemViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const input = inputOf(item);
  const description = item.description || item.productGlobal?.description || '';
  const product = item.productGlobal;
  const images = [...(product?.fileImageObj ? [product.fileImageObj] : []), ...(product?.filesGallerysObjs ?? [])];
  const ordered = item.ordered > 0;
  const booked = input === 'amount' ? value.amount > 0 : input === 'checkbox' && value.checked;

  if (item.itemType === BookletItemType.group) {
    return (
      <Stack gap={4}>
        <Title order={3} size="h4">
          {item.title}
        </Title>
        {description && <Text size="sm">{description}</Text>}
      </Stack>
    );
  }

  const title = (
    <>
      {item.title}
      {item.isMandatory && <RequiredMark />}
    </>
  );
  const money = format.money(amountToCents(item.price), item.currency);
  const price =
    input && item.price > 0
      ? t(item.unit === FLAT_UNIT ? 'portal.booklet.priceFlat' : 'portal.booklet.price', { price: money, unit: item.unitLabel })
      : undefined;

  return (
    <ChoiceCard
      id={`booklet-item-${item.id}`}
      selected={booked}
      selectedLabel={t('portal.booklet.selected')}
      aside={images.length > 0 && <ItemImages images={images} title={item.title} />}
    >
        {input === 'checkbox' ? (
          <Checkbox
            label={title}
            description={price}
            checked={value.checked}
            onChange={(event) => onChange({ ...value, checked: event.currentTarget.checked })}
            disabled={readOnly || ordered}
            aria-required={item.isMandatory}
            error={error}
          />
        ) : input === 'amount' ? (
          <AmountField
            label={title}
            description={price}
            amount={value.amount}
            onChange={(amount) => onChange({ ...value, amount })}
            min={item.ordered}
            whole={countsWhole(item.unit)}
            disabled={readOnly}
            required={item.isMandatory}
            error={error}
          />
        ) : (
          <Text fw={700}>{title}</Text>
        )}
        {ordered && (
          <Text size="sm" c={toneText('success')}>
            {input === 'checkbox'
              ? t('portal.booklet.orderedTicked')
              : t('portal.booklet.ordered', { amount: format.number(item.ordered), unit: item.unitLabel })}
          </Text>
        )}
        {warning && (
          <Text size="sm" c={toneText('warning')} role="status">
            {warning}
          </Text>
        )}
        {description && (
          <ExpandableText text={description} limit={descriptionLimit(item.itemType)} moreLabel={t('portal.booklet.moreInfo')} lessLabel={t('portal.booklet.lessInfo')} />
        )}
    </ChoiceCard>
  );
}

interface AmountFieldProps {
  label: ReactNode;
  description?: ReactNode;
  amount: number;
  onChange: (amount: number) => void;
  /** What binding orders hold: the field accepts no less. */
  min: number;
  /** The unit counts (pieces, packages …): whole numbers only. */
  whole: boolean;
  disabled: boolean;
  required: boolean;
  error?: string;
}

/**
 * A quantity with up to two decimals, or a whole number where the unit counts; the field keeps what is typed,
 * the booklet gets the number (empty is 0).
 */
function AmountField({ label, description, amount, onChange, min, whole, disabled, required, error }: AmountFieldProps) {
  const [text, setText] = useState<string | number>(amount > 0 ? amount : '');
  return (
    <DecimalInput
      label={label}
      description={description}
      value={text}
      onChange={(typed) => {
        setText(typed);
        onChange(typeof typed === 'number' ? typed : 0);
      }}
      min={min}
      max={1_000_000}
      allowNegative={false}
      decimalScale={whole ? 0 : 2}
      allowDecimal={!whole}
      disabled={disabled}
      aria-required={required}
      error={error}
      styles={{ wrapper: { maxWidth: 200 } }}
    />
  );
}
