import { amountToCents, BookletItemType, countsWhole, descriptionLimit, orderBookInput, type OrderBookItem } from '@messeportal/domain';
import { Checkbox, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { ExpandableText } from '../../../ui/expandable-text.tsx';
import { ChoiceCard } from '../../../ui/flow-choice-card.tsx';
import { RequiredMark } from '../../../ui/required-mark.tsx';
import { AmountInput } from './amount-input.tsx';
import { useServerError } from './wizard-context.tsx';

const FLAT_UNIT = 'flat';

interface OrderBookItemViewProps {
  item: OrderBookItem;
  amount: number;
  onAmountChange: (amount: number) => void;
  /** What the order says of the item as it stands (an amount it refuses, a mandatory item left out), under the input. */
  orderMessage?: string;
  /** Below the input: the back office's deviating price. */
  children?: ReactNode;
}

/** One item of the order booklet as its type asks (SPEC §2): a sub-heading, or a ChoiceCard (as the portal's booklet shows it) with a text, a checkbox or a quantity. */
export function OrderBookItemView({ item, amount, onAmountChange, orderMessage, children }: OrderBookItemViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const serverError = useServerError(`orderbook_${item.id}`);
  // What the configuration says now comes before what the last order attempt said.
  const error = orderMessage ?? serverError;
  const input = orderBookInput({ itemType: item.itemType, productType: item.productGlobal?.productType });
  const description = item.description || item.productGlobal?.description || '';
  const image = item.productGlobal?.fileImageObj;

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
  // A flat rate is charged once ('120,00 € pauschal'); other units per piece, m², hour …
  const price =
    input && item.price > 0
      ? t(item.unit === FLAT_UNIT ? 'configurator.orderBook.priceFlat' : 'configurator.orderBook.price', { price: money, unit: item.unitLabel })
      : undefined;

  return (
    <ChoiceCard
      id={`orderbook-item-${item.id}`}
      selected={amount > 0}
      selectedLabel={t('configurator.selected')}
      aside={image && <Image src={image.thumbUrl} alt="" w={80} h={60} fit="contain" />}
    >
        {input === 'checkbox' ? (
          <Checkbox
            label={title}
            description={price}
            checked={amount >= 1}
            onChange={(event) => onAmountChange(event.currentTarget.checked ? 1 : 0)}
            aria-required={item.isMandatory}
            error={error}
          />
        ) : input === 'amount' ? (
          <AmountInput
            label={title}
            description={price}
            amount={amount}
            onChange={onAmountChange}
            required={item.isMandatory}
            error={error}
            whole={countsWhole(item.unit)}
          />
        ) : (
          <Text fw={700}>{title}</Text>
        )}
        {children}
        {description && (
          <ExpandableText
            text={description}
            limit={descriptionLimit(item.itemType)}
            moreLabel={t('configurator.orderBook.moreInfo')}
            lessLabel={t('configurator.orderBook.lessInfo')}
          />
        )}
    </ChoiceCard>
  );
}
