import { translate } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import type { MissingService } from '../model/missing-items.ts';

/**
 * A service the order refuses as one sentence naming it, its tab and what is wrong ('Teppichboden (Bereich
 * Standbau) wird nach Stand-m² berechnet: mindestens die Standfläche von 48 m².'), as the services step's hold
 * and the summary's list say it.
 */
export function useMissingServiceText(tabTitle: (tabId: number) => string) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  return (service: MissingService): string => {
    const names = { name: service.name, tab: tabTitle(service.tabId) };
    const { message, params } = service.issue;
    if (service.problem === 'mandatory') return t('configurator.missing.service', names);
    if (message === 'amountBelowStandArea') return t('configurator.missing.belowStandArea', { ...names, qm: params?.qm });
    if (message === 'amountWholeUnits') return t('configurator.missing.wholeUnits', names);
    return t('configurator.missing.refused', { ...names, reason: translate(message, lang, params) });
  };
}
