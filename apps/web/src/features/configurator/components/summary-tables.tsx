import { unitLabel, type PriceLine, type WizardStep } from '@messeportal/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PriceTable } from '../../../ui/price-table.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { numberOptions } from '../model/reference-options.ts';
import { summarySections } from '../model/summary.ts';
import { BrandsTable } from './brands-table.tsx';
import { UnpricedServices } from './unpriced-services.tsx';
import { useSummary } from './use-summary.ts';
import { useWizard } from './wizard-context.tsx';

interface SummaryTablesProps {
  /** The sections offering an edit button (SPEC §2); none on a non-editable offer. */
  editTargets?: readonly WizardStep[];
}

/** The configuration as the preview and the order step show it: stand, brands, media and services (the totals are the summary's). */
export function SummaryTables({ editTargets = [] }: SummaryTablesProps) {
  const { t } = useTranslation();
  const { event, mode, state, dispatch, user } = useWizard();
  const { summary, error } = useSummary();
  const locale = useLocale();
  const config = useConfig(locale);
  const format = useFormat();
  if (error) return <ErrorAlert error={error} />;
  if (!summary) return <PageLoader />;

  const configuration = state.configuration;
  const stand = event.standConfigs.find((standConfig) => standConfig.id === configuration.stand.standConfigId);
  // Media and service lines carry the unit's id, named here in the form that fits the amount ('2 Stunden');
  // the stand positions come with their label already, which unitLabel leaves as it is.
  const lang = langOf(locale);
  // A deviating price names the list price it replaces, as the offer's PDF does.
  const describe = (line: PriceLine) =>
    line.isDeviating ? t('configurator.summary.deviating', { description: line.description, price: format.money(line.listPrice, event.currency) }) : line.description;
  const rowsOf = (lines: PriceLine[]) => lines.map((line) => ({ ...line, description: describe(line), unit: unitLabel(line.unit, lang, line.amount) }));
  const edit = (step: WizardStep) => (editTargets.includes(step) ? () => dispatch({ type: 'stepShown', step }) : undefined);
  const productGroups = new Map(numberOptions(config.data?.productgroups).map((group) => [group.id, group.label]));
  const sections = summarySections(mode, configuration.registrationId);

  return (
    <Stack gap="xl">
      {sections.stand && (
        <Section title={t('configurator.summary.stand')} onEdit={edit('stand')}>
          {stand ? (
            <>
              <Text>{t('configurator.summary.standType', { name: stand.name })}</Text>
              {configuration.stand.plan && <Text>{t('configurator.summary.standOnPlan', { stand: configuration.stand.plan.stand, hall: configuration.stand.plan.hall })}</Text>}
              <PriceTable caption={t('configurator.summary.standPrices')} rows={summary.stand} currency={event.currency} />
            </>
          ) : (
            <Text>{t('configurator.summary.noStand')}</Text>
          )}
        </Section>
      )}
      {sections.brands && (
        <Section title={t('configurator.summary.brands')} onEdit={edit('brands')}>
          <BrandsTable brands={configuration.brands} productGroups={productGroups} loggedIn={user !== null} />
        </Section>
      )}
      <Section title={t('configurator.summary.media')} onEdit={edit('media')}>
        {summary.media.length > 0 ? (
          <PriceTable caption={t('configurator.summary.media')} rows={rowsOf(summary.media)} currency={event.currency} />
        ) : (
          <Text>{t('configurator.summary.noMedia')}</Text>
        )}
      </Section>
      <Section title={t('configurator.summary.services')} onEdit={edit('orderbook')}>
        {summary.services.length > 0 && <PriceTable caption={t('configurator.summary.services')} rows={rowsOf(summary.services)} currency={event.currency} />}
        <UnpricedServices services={summary.unpriced} />
        {summary.services.length + summary.unpriced.length === 0 && <Text>{t('configurator.summary.noServices')}</Text>}
      </Section>
    </Stack>
  );
}

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section">
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        {onEdit && (
          <Button variant="light" size="compact-sm" onClick={onEdit}>
            {t('configurator.summary.edit', { section: title })}
          </Button>
        )}
      </Group>
      {children}
    </Stack>
  );
}
