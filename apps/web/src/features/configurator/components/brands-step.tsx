import { Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { eventProductGroups } from '../model/reference-options.ts';
import { BrandForm } from './brand-form.tsx';
import { useWizard } from './wizard-context.tsx';
import { StepTitle } from './step-title.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

/** Brands step (SPEC §2): the brands as chips, an add button and the form of the chosen brand. */
export function BrandsStep() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { event, state, dispatch, focus, user } = useWizard();
  const config = useConfig(locale);
  const brands = state.configuration.brands;
  // Reached from the summary's list of what is missing: that brand, with what it lacks marked.
  const focusedBrand = focus?.kind === 'brand' ? focus.index : null;
  const [chosen, setChosen] = useState(focusedBrand ?? 0);
  const index = Math.min(chosen, brands.length - 1);
  const brand = brands[index];

  const add = () => {
    dispatch({ type: 'brandAdded' });
    setChosen(brands.length);
  };
  const remove = () => {
    dispatch({ type: 'brandRemoved', index });
    setChosen(Math.max(0, index - 1));
  };

  return (
    <Stack>
      <StepTitle>{t('configurator.brands.title')}</StepTitle>
      <Text>{t('configurator.brands.intro')}</Text>
      {brands.length > 0 && (
        <Group gap="xs">
          <Chip.Group value={brand ? String(index) : null} onChange={(value) => setChosen(Number(value))}>
            {brands.map((entry, position) => (
              <Chip key={position} value={String(position)}>
                {entry.name.trim() || t('configurator.brands.unnamed', { number: position + 1 })}
              </Chip>
            ))}
          </Chip.Group>
          <Button variant="default" size="compact-md" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            {t('configurator.brands.add')}
          </Button>
        </Group>
      )}
      {config.isPending && <PageLoader />}
      {config.isError && <ErrorAlert error={config.error} />}
      {brand && config.data && (
        <Paper withBorder p="md">
          <BrandForm
            key={index}
            index={index}
            brand={brand}
            productGroups={eventProductGroups(config.data.productgroups, event.productgroupsIds, locale)}
            onRemoved={remove}
            showProblems={index === focusedBrand}
          />
        </Paper>
      )}
      {brands.length === 0 && (
        <Paper withBorder>
          <EmptyState
            icon={<IconTag size={24} stroke={1.6} />}
            title={t('configurator.brands.noneTitle')}
            // A registered exhibitor has brands in its profile already: this step only adds new ones.
            text={t(user ? 'configurator.brands.noneLoggedIn' : 'configurator.brands.noneText')}
            action={<Button onClick={add}>{t('configurator.brands.add')}</Button>}
          />
        </Paper>
      )}
    </Stack>
  );
}
