import { RENUMBER_DIRECTIONS, type RenumberDirection, type RenumberOptions } from '@messeportal/domain';
import { Button, Group, NativeSelect, NumberInput, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaShortcuts } from './shortcut-help.tsx';

interface RenumberPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** How many stands are chosen: none, and there is nothing to number. */
  count: number;
  onRenumber: (options: RenumberOptions) => void;
}

const asWhole = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);

/**
 * "Renumber": the chosen stands numbered anew, prefix + start, start + step … along a direction on the plan. The
 * domain refuses what cannot be (a number another stand has, a start that is not a whole number): its reason shows
 * beside the drawing like every refused edit's.
 */
export function RenumberPopover({ opened, onChange, count, onRenumber }: RenumberPopoverProps) {
  const { t } = useTranslation();
  const [prefix, setPrefix] = useState('');
  const [start, setStart] = useState<string | number>(1);
  const [step, setStep] = useState<string | number>(1);
  const [direction, setDirection] = useState<RenumberDirection>('leftToRight');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRenumber({ prefix, start: asWhole(start), step: asWhole(step), direction });
    onChange(false);
  };
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-start" width={300} withArrow trapFocus returnFocus shadow="md">
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconListNumbers size={16} aria-hidden />}
          onClick={() => onChange(!opened)}
          disabled={count === 0}
          aria-expanded={opened}
          aria-keyshortcuts={ariaShortcuts('renumber')}
        >
          {t('hallPlanEditor.actions.renumber')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Text fw={600}>{t('hallPlanEditor.renumber.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('hallPlanEditor.renumber.intro', { count })}
            </Text>
            <TextInput label={t('hallPlanEditor.renumber.prefix')} description={t('hallPlanEditor.renumber.prefixHint')} value={prefix} onChange={(event) => setPrefix(event.currentTarget.value)} maxLength={19} />
            <Group grow gap="xs" align="flex-start">
              <NumberInput label={t('hallPlanEditor.renumber.start')} value={start} onChange={setStart} min={0} allowDecimal={false} allowNegative={false} />
              <NumberInput label={t('hallPlanEditor.renumber.step')} value={step} onChange={setStep} min={1} allowDecimal={false} allowNegative={false} />
            </Group>
            <NativeSelect
              label={t('hallPlanEditor.renumber.direction')}
              value={direction}
              onChange={(event) => setDirection(event.currentTarget.value as RenumberDirection)}
              data={RENUMBER_DIRECTIONS.map((value) => ({ value, label: t(`hallPlanEditor.renumber.directions.${value}`) }))}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => onChange(false)}>
                {t('hallPlanEditor.renumber.cancel')}
              </Button>
              <Button type="submit" size="xs">
                {t('hallPlanEditor.renumber.apply')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
