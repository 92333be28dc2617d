import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { fieldError } from '../../../ui/translated-errors.ts';
import { brandProblems, type BrandProblems } from '../model/brand-rules.ts';
import type { BrandDraft } from '../model/configuration.ts';
import type { NumberOption } from '../model/reference-options.ts';
import { BrandFileField } from './brand-file-field.tsx';
import { useServerError, useWizard } from './wizard-context.tsx';

interface BrandFormProps {
  index: number;
  brand: BrandDraft;
  productGroups: NumberOption[];
  onRemoved: () => void;
  /** Mark what the order would reject at once, not only after save (the brand was chosen from a list of what is missing). */
  showProblems?: boolean;
}

/**
 * One brand: name, web address, logo, key image and product groups. Every entry is kept at once (and in the
 * draft); save checks what the order will need and confirms, delete removes the brand.
 */
export function BrandForm({ index, brand, productGroups, onRemoved, showProblems = false }: BrandFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { dispatch } = useWizard();
  const [problems, setProblems] = useState<BrandProblems>(() => (showProblems ? brandProblems(brand) : {}));
  const serverNameError = useServerError(`brands.${index}.name`);
  const serverGroupsError = useServerError(`brands.${index}.productgroupsIds`);
  const serverLogoError = useServerError(`brands.${index}.fileLogoNew`);
  const serverMotifError = useServerError(`brands.${index}.fileMotifNew`);
  const change = (changes: Partial<BrandDraft>) => {
    dispatch({ type: 'brandChanged', index, changes });
    setProblems({});
  };
  const save = () => {
    const found = brandProblems(brand);
    setProblems(found);
    if (Object.keys(found).length === 0) notifySuccess(t('configurator.brands.saved'));
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('configurator.brands.name')}
          value={brand.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={fieldError(problems.name, locale) ?? serverNameError}
          withAsterisk
        />
        <TextInput
          label={t('configurator.brands.internet')}
          placeholder="https://www.example.com"
          type="url"
          value={brand.internet}
          onChange={(event) => change({ internet: event.currentTarget.value })}
        />
        <BrandFileField
          label={t('configurator.brands.logo')}
          description={t('configurator.brands.logoHint')}
          kind="media"
          value={brand.fileLogoNew}
          onChange={(fileLogoNew) => change({ fileLogoNew })}
          error={serverLogoError}
        />
        <BrandFileField
          label={t('configurator.brands.motif')}
          description={t('configurator.brands.motifHint')}
          kind="images"
          keyImage
          value={brand.fileMotifNew}
          onChange={(fileMotifNew) => change({ fileMotifNew })}
          error={serverMotifError}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('configurator.brands.productGroups')}
        value={brand.productgroupsIds.map(String)}
        onChange={(ids) => change({ productgroupsIds: ids.map(Number) })}
        error={fieldError(problems.productgroupsIds, locale) ?? serverGroupsError}
        withAsterisk
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
          {productGroups.map((group) => (
            <Checkbox key={group.id} value={String(group.id)} label={group.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group>
        <Button onClick={save}>{t('configurator.brands.save')}</Button>
        <Button variant="outline" color="red" onClick={onRemoved}>
          {t('configurator.brands.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
