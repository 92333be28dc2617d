import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ALL_CATEGORIES, CategoryFilter } from '../../../ui/category-filter.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { useMedias } from '../api/get-medias.ts';
import { numberOptions } from '../model/reference-options.ts';
import { DeviatingPriceField } from './deviating-price-field.tsx';
import { MediaCard } from './media-card.tsx';
import { useCatalogueQuery } from './use-catalogue-query.ts';
import { useEarlyBooking } from './use-early-booking.ts';
import { useWizard } from './wizard-context.tsx';
import { StepTitle } from './step-title.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';


/**
 * Media step (SPEC §2): the event's advertising media by category, each with a quantity to order. The
 * server answers staff every medium (others only those for the configurator), and staff get a deviating
 * price per chosen medium.
 */
export function MediaStep() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { event, state, dispatch } = useWizard();
  const medias = useMedias(event.id, locale, useCatalogueQuery());
  const config = useConfig(locale);
  const earlyBooking = useEarlyBooking();
  const format = useFormat();
  const [category, setCategory] = useState(ALL_CATEGORIES);

  if (medias.isPending) return <PageLoader />;
  if (medias.isError) return <ErrorAlert error={medias.error} />;
  const usedGroups = new Set(medias.data.map((media) => media.mediagroupId));
  const groups = numberOptions(config.data?.mediagroups).filter((group) => usedGroups.has(group.id));
  const shown = medias.data.filter((media) => category === ALL_CATEGORIES || String(media.mediagroupId) === category);
  const amountOf = (mediaId: number) => state.configuration.medias.find((entry) => entry.id === mediaId)?.amount ?? null;

  return (
    <Stack>
      <StepTitle>{t('configurator.media.title')}</StepTitle>
      {earlyBooking && event.earlyBookingTime && (
        <Text>{t('configurator.media.earlyUntil', { date: format.date(event.earlyBookingTime) })}</Text>
      )}
      <CategoryFilter
        label={t('configurator.media.category')}
        allLabel={t('configurator.media.allCategories')}
        categories={groups.map((group) => ({ value: String(group.id), label: group.label }))}
        value={category}
        onChange={setCategory}
      />
      {shown.length === 0 && (
        <Paper withBorder>
          <EmptyState compact icon={<IconSpeakerphone size={20} stroke={1.6} />} title={t('configurator.media.emptyTitle')} text={t('configurator.media.emptyText')} />
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((media) => (
          <MediaCard
            key={media.id}
            media={media}
            currency={event.currency}
            earlyBooking={earlyBooking}
            amount={amountOf(media.id)}
            onAmountChange={(amount) => dispatch({ type: 'mediaAmountChosen', mediaId: media.id, amount })}
          >
            <DeviatingPriceField
              list="medias"
              id={media.id}
              name={media.name}
              listPrice={earlyBooking && media.priceEarly > 0 ? media.priceEarly : media.price}
            />
          </MediaCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
