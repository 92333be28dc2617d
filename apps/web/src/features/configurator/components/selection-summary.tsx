import { taxCaseNote, vatRowLabel, type PriceLine } from '@messeportal/domain';
import { Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { SummaryCard } from '../../../ui/summary-layout-card.tsx';
import { summarySections } from '../model/summary.ts';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useSummary } from './use-summary.ts';
import { useWizard } from './wizard-context.tsx';
import classes from './selection-summary.module.css';

const sum = (lines: readonly PriceLine[]) => lines.reduce((total, line) => total + line.sum, 0);

/**
 * What the configuration costs so far, from the same summary the preview shows, in view on every step. Wide,
 * a card beside the steps: the stand, media and services with their sums, net, VAT and gross. On a phone only
 * its net total, as a bar at the bottom of the screen (sticky, so at the end of the page it takes its own row
 * below the buttons and never hides one for good). The net total is a status: a screen reader hears it change.
 * On the steps that review the whole configuration (`complete`) it is the one summary of the order: every total
 * as a table, on a phone too, the tax case's sentence, and below the total the step's final action (`children`).
 */
export function SelectionSummary({ height, complete = false, children }: { height: string; complete?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const { event, mode, steps, state } = useWizard();
  const { summary } = useSummary();
  const { query } = useChosenStandPrices();
  const priced = summary ? summary.stand.length + summary.media.length + summary.services.length > 0 : false;
  // A size the server refuses has no price: no total rather than one without the stand.
  const current = summary && priced && !query.isError ? summary : null;
  // While the next size is priced the stand is missing from the summary; keep the last one until then.
  // A stand given up (the plan's, whose hold ran out) is no stand being priced: its last prices go at once.
  const pricing = state.configuration.stand.standConfigId !== null && (query.isPlaceholderData || (query.isPending && query.fetchStatus !== 'idle'));
  const [shown, setShown] = useState(current);
  if (!pricing && shown !== current) setShown(current);

  const { stand: withStand } = summarySections(mode, state.configuration.registrationId);
  const standType = event.standConfigs.find((config) => config.id === state.configuration.stand.standConfigId);
  const planStand = state.configuration.stand.plan;
  const standDetail = planStand ? t('configurator.selection.planStand', { type: standType?.name ?? '', stand: planStand.stand, hall: planStand.hall }) : standType?.name;
  const parts = shown && [
    withStand && { label: t('configurator.steps.stand'), detail: standDetail, lines: shown.stand },
    steps.includes('media') && { label: t('configurator.steps.media'), lines: shown.media },
    steps.includes('orderbook') && { label: t('configurator.steps.orderbook'), lines: shown.services },
  ];

  return (
    <SummaryCard
      title={t('configurator.selection.title')}
      titleOnPhone={complete}
      className={classes.summary}
      style={{ '--running-total-height': height }}
      data-empty={(!parts && !complete) || undefined}
      data-complete={complete || undefined}
    >
      {!parts ? (
        <Text size="sm" c="dimmed" className={classes.wideOnly}>
          {t('configurator.selection.empty')}
        </Text>
      ) : (
        <>
          <dl className={`${classes.parts} ${complete ? '' : classes.wideOnly}`}>
            {parts.map(
              (part) =>
                part && (
                  <div key={part.label} className={classes.row}>
                    <dt>
                      {part.label}
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {part.detail ?? t('configurator.selection.positions', { count: part.lines.length })}
                      </Text>
                    </dt>
                    <dd>
                      <Money cents={sum(part.lines)} currency={event.currency} />
                    </dd>
                  </div>
                ),
            )}
          </dl>
          {!complete && (
            <Group role="status" justify="space-between" wrap="nowrap" gap="sm" className={classes.net}>
              <div>
                <Text size="sm" fw={600} lh={1.3}>
                  {t('configurator.summary.net')}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {vatRowLabel(shown.taxCase, lang)}
                </Text>
              </div>
              <Money cents={shown.totals.net} currency={event.currency} fw={700} size="lg" />
            </Group>
          )}
          {complete ? (
            <table className={classes.totals}>
              <caption className={classes.caption}>{t('configurator.summary.totals')}</caption>
              <tbody>
                <tr>
                  <th scope="row">{t('configurator.summary.net')}</th>
                  <td>
                    <Money cents={shown.totals.net} currency={event.currency} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{vatRowLabel(shown.taxCase, lang)}</th>
                  <td>
                    <Money cents={shown.totals.vat} currency={event.currency} />
                  </td>
                </tr>
                <tr className={classes.gross}>
                  <th scope="row">{t('configurator.summary.gross')}</th>
                  <td>
                    <Money cents={shown.totals.gross} currency={event.currency} />
                  </td>
                </tr>
              </tbody>
            </table>
          ) : (
            <dl className={`${classes.parts} ${classes.wideOnly}`}>
              <div className={classes.row}>
                <dt>{vatRowLabel(shown.taxCase, lang)}</dt>
                <dd>
                  <Money cents={shown.totals.vat} currency={event.currency} />
                </dd>
              </div>
              <div className={`${classes.row} ${classes.gross}`}>
                <dt>{t('configurator.summary.gross')}</dt>
                <dd>
                  <Money cents={shown.totals.gross} currency={event.currency} />
                </dd>
              </div>
            </dl>
          )}
          {complete && taxCaseNote(shown.taxCase, lang) && <Text size="sm">{taxCaseNote(shown.taxCase, lang)}</Text>}
        </>
      )}
      {children}
    </SummaryCard>
  );
}
