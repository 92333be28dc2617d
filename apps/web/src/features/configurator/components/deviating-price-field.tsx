import { amountToCents } from '@messeportal/domain';
import { CloseButton, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { parsePrice, priceText } from '../model/amount.ts';
import { useWizard } from './wizard-context.tsx';

interface DeviatingPriceFieldProps {
  list: 'medias' | 'orderBooks';
  id: number;
  /** The line's name, which the label repeats: 'Abweichender Preis „Katalogeintrag Premium“'. */
  name: string;
  /** The price that applies without a deviation (euros). */
  listPrice: number;
}

/**
 * The deviating price of a chosen medium or service (SPEC §2): back office only, on an offer that takes
 * deviating prices, and only while the line's quantity is above 0. Euros with two decimals, ≥ 0; clearing it charges the list price again.
 */
export function DeviatingPriceField({ list, id, name, listPrice }: DeviatingPriceFieldProps) {
  const { backOffice, state } = useWizard();
  const entry = state.configuration[list].find((chosen) => chosen.id === id);
  if (!backOffice?.staffCatalogue || !entry) return null;
  return <PriceInput list={list} id={id} name={name} listPrice={listPrice} price={entry.price ?? null} />;
}

function PriceInput({ list, id, name, listPrice, price }: DeviatingPriceFieldProps & { price: number | null }) {
  const { t } = useTranslation();
  const { event, dispatch } = useWizard();
  const format = useFormat();
  const lang = langOf(useLocale());
  // The text stays as typed ('12,' on its way to '12,50'); the configuration gets the number.
  const [text, setText] = useState(() => priceText(price, lang));
  const typed = parsePrice(text);
  const change = (next: string) => {
    setText(next);
    const parsed = parsePrice(next);
    if (parsed.valid) dispatch({ type: 'deviatingPriceSet', list, id, price: parsed.price });
  };

  return (
    <TextInput
      label={t('configurator.deviatingPrice.label', { name })}
      description={t('configurator.deviatingPrice.hint', { price: format.money(amountToCents(listPrice), event.currency) })}
      inputMode="decimal"
      value={text}
      onChange={(changeEvent) => change(changeEvent.currentTarget.value)}
      error={typed.valid ? undefined : t('configurator.deviatingPrice.invalid')}
      rightSection={text !== '' ? <CloseButton aria-label={t('configurator.deviatingPrice.clear', { name })} onClick={() => change('')} /> : null}
      styles={{ wrapper: { maxWidth: 200 } }}
    />
  );
}
