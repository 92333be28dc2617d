import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiTexts } from './i18n/ui-texts.ts';

/** One thing to do with a record that is not its primary action: a download, a link, or a destructive step. */
export interface RecordMenuItem {
  label: string;
  onClick?: () => void;
  /** A page of the app instead of an action. */
  to?: string;
  /** Destroys or undoes something (cancel, delete): in the danger tone, last in the menu. */
  danger?: boolean;
}

/** The "…" button of a record's header: its secondary actions, the destructive ones last and in the danger tone. */
export function RecordMenu({ items }: { items: readonly RecordMenuItem[] }) {
  useUiTexts();
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const ordered = [...items.filter((item) => !item.danger), ...items.filter((item) => item.danger)];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={t('ui.record.more')}>
          <IconDots size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ordered.map((item, index) => {
          const divider = item.danger && index > 0 && !ordered[index - 1]!.danger;
          const props = { color: item.danger ? 'red' : undefined };
          return [
            divider && <Menu.Divider key={`${item.label}-divider`} />,
            item.to ? (
              <Menu.Item key={item.label} component={Link} to={item.to} {...props}>
                {item.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={item.label} onClick={item.onClick} {...props}>
                {item.label}
              </Menu.Item>
            ),
          ];
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
