import { Button, Kbd, Popover, Table, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS, type KeyCombo } from '../model/shortcuts.ts';
import classes from './editor-layout.module.css';

const ARROW_SIGNS: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' };
const NAMED_KEYS = ['Delete', 'Backspace', 'Enter', 'Escape'] as const;
const isNamed = (key: string): key is (typeof NAMED_KEYS)[number] => (NAMED_KEYS as readonly string[]).includes(key);

/** The keys of a combination as they are written on a keyboard, in the user's language ("Strg", "Entf"). */
export function comboKeys(combo: KeyCombo, t: TFunction): string[] {
  const key = ARROW_SIGNS[combo.key] ?? (isNamed(combo.key) ? t(`hallPlanEditor.keys.${combo.key}`) : combo.key.toUpperCase());
  return [...(combo.mod ? [t('hallPlanEditor.keys.ctrl')] : []), ...(combo.shift === true ? [t('hallPlanEditor.keys.shift')] : []), key];
}

/** The value of `aria-keyshortcuts` for a command: its combinations as the attribute spells keys. */
export function ariaShortcuts(command: (typeof SHORTCUTS)[number]['command']): string | undefined {
  const shortcut = SHORTCUTS.find((candidate) => candidate.command === command);
  return shortcut?.combos.map((combo) => [...(combo.mod ? ['Control'] : []), ...(combo.shift === true ? ['Shift'] : []), combo.key.length === 1 ? combo.key.toUpperCase() : combo.key].join('+')).join(' ');
}

interface ShortcutHelpProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** A button that opens the list of every keyboard shortcut (the same table the keys are read from). */
export function ShortcutHelp({ opened, onChange }: ShortcutHelpProps) {
  const { t } = useTranslation();
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={380} withArrow trapFocus returnFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconKeyboard size={16} aria-hidden />} onClick={() => onChange(!opened)} aria-expanded={opened} aria-keyshortcuts="?">
          {t('hallPlanEditor.help.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <Text fw={600} mb="xs">
          {t('hallPlanEditor.help.title')}
        </Text>
        <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Caption>{t('hallPlanEditor.help.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hallPlanEditor.help.command')}</Table.Th>
                <Table.Th>{t('hallPlanEditor.help.keys')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SHORTCUTS.map((shortcut) => (
                <Table.Tr key={shortcut.command}>
                  <Table.Td>{t(`hallPlanEditor.help.commands.${shortcut.command}`)}</Table.Td>
                  <Table.Td className={classes.keys}>
                    {shortcut.combos.map((combo, index) => (
                      <span key={index}>
                        {index > 0 && (shortcut.command === 'move' || shortcut.command === 'moveFar' ? ' ' : ` ${t('hallPlanEditor.help.or')} `)}
                        {comboKeys(combo, t).map((key, k) => (
                          <span key={k}>
                            {k > 0 && '+'}
                            <Kbd className={classes.kbd}>{key}</Kbd>
                          </span>
                        ))}
                      </span>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
