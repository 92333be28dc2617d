import { Button, Fieldset, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { emptyPriceRule, type StandConfigFormValues } from '../model/stand-config-form.ts';
import { MoneyInput } from './money-input.tsx';
import { useDefinitions } from './use-definitions.ts';

/** The stand type's price positions in their order: description, unit, per m² or flat, net single price. */
export function PriceRulesEditor({ form }: { form: UseFormReturnType<StandConfigFormValues> }) {
  const { t } = useTranslation();
  const units = useDefinitions('units');
  const rules = form.getValues().priceRules;
  const path = (i: number, field: string) => `priceRules.${i}.${field}`;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('catalogueAdmin.stands.rules')}
      </Title>
      {rules.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('catalogueAdmin.stands.noRules')}
        </Text>
      )}
      {rules.map((rule, i) => (
        <Fieldset key={rule.key} legend={t('catalogueAdmin.stands.rule', { n: i + 1 })} variant="filled" p="sm">
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput {...form.getInputProps(path(i, 'descriptionDe'))} label={t('catalogueAdmin.stands.ruleDescriptionDe')} required maxLength={500} lang="de" />
              <TextInput {...form.getInputProps(path(i, 'descriptionEn'))} label={t('catalogueAdmin.stands.ruleDescriptionEn')} required maxLength={500} lang="en" />
              <Select {...form.getInputProps(path(i, 'unit'))} label={t('catalogueAdmin.stands.unit')} data={units.options} allowDeselect={false} required />
              <MoneyInput {...form.getInputProps(path(i, 'priceSingle'))} label={t('catalogueAdmin.stands.price')} required />
            </SimpleGrid>
            <Group justify="space-between" align="flex-end" gap="xs">
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`basis-${rule.key}`}>
                  {t('catalogueAdmin.stands.basis')}
                </Text>
                <SegmentedControl
                  aria-labelledby={`basis-${rule.key}`}
                  {...form.getInputProps(path(i, 'basis'))}
                  data={[
                    { value: 'per_qm', label: t('catalogueAdmin.stands.basisPerQm') },
                    { value: 'flat', label: t('catalogueAdmin.stands.basisFlat') },
                  ]}
                />
              </Stack>
              <Button variant="subtle" color={TONE_COLORS.danger} leftSection={<IconTrash size={18} stroke={1.6} aria-hidden />} onClick={() => form.removeListItem('priceRules', i)}>
                {t('catalogueAdmin.stands.removeRule', { n: i + 1 })}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={18} stroke={1.6} aria-hidden />} onClick={() => form.insertListItem('priceRules', emptyPriceRule())}>
          {t('catalogueAdmin.stands.addRule')}
        </Button>
      </Group>
    </Stack>
  );
}
