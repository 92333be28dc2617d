import { ActionIcon, Button, Group, Menu, Popover } from '@mantine/core';
import { IconCheck, IconChevronDown, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from './i18n/ui-texts.ts';
import classes from './filter-bar.module.css';

interface FilterPillBase {
  /** The filter's name ("Halle"). */
  name: string;
  /** The chosen value as the reader reads it ("3"), or undefined while the filter is not set. */
  shown?: string;
  /** Takes the filter away. */
  onRemove: () => void;
}

interface ChoicePillProps extends FilterPillBase {
  /** The values to choose from, in a menu. */
  options: readonly { value: string; label: string }[];
  value?: string;
  onChoose: (value: string) => void;
}

interface ContentPillProps extends FilterPillBase {
  /** What sets the filter (a date, a name), in a popover with a "done" button. */
  children: ReactNode;
}

/**
 * A filter of an index list as a pill in the `FilterBar`: unset, its name with a chevron; set, "Name: value"
 * beside a button that removes it. It opens its choices as a menu, or its `children` in a popover.
 */
export function FilterPill(props: ChoicePillProps | ContentPillProps) {
  useUiTexts();
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { name, shown, onRemove } = props;
  // A controlled popover leaves the click on its target to us; a menu toggles itself.
  const toggle = 'options' in props ? undefined : () => setOpened((open) => !open);
  const target = (
    <Button
      onClick={toggle}
      variant={shown ? 'light' : 'default'}
      size="xs"
      radius="xl"
      className={classes.pill}
      rightSection={<IconChevronDown size={14} stroke={1.6} aria-hidden />}
      aria-label={shown ? undefined : t('ui.index.choose', { name })}
    >
      {shown ? t('ui.index.filterValue', { name, value: shown }) : name}
    </Button>
  );
  const pill =
    'options' in props ? (
      <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false} opened={opened} onChange={setOpened}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown mah="20rem" style={{ overflowY: 'auto' }}>
          {props.options.map((option) => (
            <Menu.Item
              key={option.value}
              onClick={() => props.onChoose(option.value)}
              leftSection={<IconCheck size={14} stroke={1.6} aria-hidden style={{ visibility: option.value === props.value ? 'visible' : 'hidden' }} />}
              aria-current={option.value === props.value || undefined}
            >
              {option.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ) : (
      // The picker of a date field opens in a popover of its own: a click there must not close this one.
      <Popover position="bottom-start" withinPortal trapFocus opened={opened} onChange={setOpened} closeOnClickOutside={false} shadow="md">
        <Popover.Target>{target}</Popover.Target>
        <Popover.Dropdown>
          {props.children}
          <Button mt="sm" size="xs" variant="default" onClick={() => setOpened(false)}>
            {t('ui.index.done')}
          </Button>
        </Popover.Dropdown>
      </Popover>
    );
  return (
    <Group gap={2} wrap="nowrap">
      {pill}
      {shown && (
        <ActionIcon variant="light" size={30} radius="xl" aria-label={t('ui.index.removeFilter', { name })} onClick={onRemove}>
          <IconX size={14} stroke={1.6} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
