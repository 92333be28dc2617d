import { ActionIcon, Menu, Table, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from './i18n/ui-texts.ts';

/**
 * A row's actions in one menu behind a "…" button named "Aktionen für <row>" (Polaris' row actions): its
 * children are `Menu.Item`s (a destructive one in the danger tone, last). Put it in a cell marked
 * `data-phone="actions"`, the row's last.
 */
export function IndexRowActions({ name, children }: { name: string; children: ReactNode }) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    // Without the focus placeholder (a focusable child of the menu that is no item: axe's aria-required-children).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('ui.index.actionsFor', { name })}>
          <IconDots size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The header of the actions column: named for screen readers, empty to the eye. */
export function IndexActionsHeader() {
  useUiTexts();
  const { t } = useTranslation();
  return (
    <Table.Th>
      <VisuallyHidden>{t('ui.index.actions')}</VisuallyHidden>
    </Table.Th>
  );
}
