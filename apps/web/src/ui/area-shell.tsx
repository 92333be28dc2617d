import { Anchor, AppShell, Avatar, Burger, Container, Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { useUiTexts } from './i18n/ui-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NoticeOutlet } from './notice-outlet.tsx';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

export interface AreaLink {
  to: string;
  label: string;
  icon: Icon;
  active: boolean;
}

export interface UserMenuItem {
  label: string;
  icon: Icon;
  /** A page of the area, or an action (logout). */
  to?: string;
  onClick?: () => void;
}

interface AreaShellProps {
  /** Where the product name leads. */
  home: string;
  /** The area's name under the product's (portal, back office). */
  areaName: string;
  navigation: { label: string; links: AreaLink[] };
  /** 'top': links in the header (the portal); 'side': a side navigation by section (the back office). */
  layout: 'top' | 'side';
  /** Who is logged in (name, and the company or role below it) and what they can do with their session. */
  user: { name: string; detail?: string; items: UserMenuItem[] };
  /** The area's search (the back office's), in the header at every width. */
  search?: ReactNode;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * The frame of a logged-in area: the product's mark and name, the area's navigation (in the header, or at the
 * side by section), the language switch and a user menu. On a phone the navigation and the language switch
 * move into a drawer behind the menu button; the user menu stays in the header.
 */
export function AreaShell({ home, areaName, navigation, layout, user, search }: AreaShellProps) {
  useUiTexts();
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const side = layout === 'side';
  // Below this the navigation and the language switch are in the drawer: links in the header need a laptop's
  // width (at 768 px they pushed the product's name out and ran into the language switch).
  const drawerBelow = side ? 'sm' : 'md';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: drawerBelow, collapsed: { mobile: !opened, desktop: !side } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <NoticeOutlet />
      <AppShell.Header withBorder>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom={drawerBelow} size="sm" aria-label={t('ui.shell.menu')} aria-expanded={opened} />
            <Anchor component={Link} to={home} c="inherit" underline="never" style={{ minWidth: 0 }}>
              <Group gap={10} wrap="nowrap">
                <BrandMark size={32} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} size="md" lh={1.2}>
                    {t('app.name')}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
                    {areaName}
                  </Text>
                </Stack>
              </Group>
            </Anchor>
            {!side && (
              <Group component="nav" aria-label={navigation.label} gap={4} visibleFrom={drawerBelow} wrap="nowrap" ml="lg">
                {navigation.links.map((link) => (
                  <AreaNavLink key={link.to} link={link} inHeader />
                ))}
              </Group>
            )}
          </Group>
          <Group gap="md" wrap="nowrap">
            {search}
            <Group visibleFrom={drawerBelow}>
              <LanguageSwitch />
            </Group>
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Stack component="nav" aria-label={navigation.label} gap={4} hiddenFrom={side ? undefined : drawerBelow}>
          {navigation.links.map((link) => (
            <AreaNavLink key={link.to} link={link} onClick={close} />
          ))}
        </Stack>
        {/* Rendered only while the drawer is open: the header's switch is the one on a wide screen. */}
        {opened && (
          <Group hiddenFrom={drawerBelow} mt="lg" px="xs">
            <LanguageSwitch />
          </Group>
        )}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Container size="xl" px={0} py={{ base: 'xs', sm: 'md' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** A link of the area's navigation: in the header as wide as its label, in the side navigation or drawer full width. */
function AreaNavLink({ link, inHeader = false, onClick }: { link: AreaLink; inHeader?: boolean; onClick?: () => void }) {
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      leftSection={<link.icon size={inHeader ? 18 : 20} stroke={1.6} aria-hidden />}
      active={link.active}
      aria-current={link.active ? 'page' : undefined}
      onClick={onClick}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)', width: inHeader ? 'auto' : undefined }}
    />
  );
}

function UserMenu({ user }: Pick<AreaShellProps, 'user'>) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('ui.shell.userMenu', { name: user.name })} style={{ borderRadius: 'var(--mantine-radius-md)' }} p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {initials(user.name)}
            </Avatar>
            {/* The name whole (at most two lines); the company or role is in the menu. */}
            <Text size="sm" fw={600} lh={1.2} visibleFrom="md" maw="14rem" style={{ overflowWrap: 'break-word' }}>
              {user.name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {user.name}
          </Text>
          {user.detail && <Text size="xs">{user.detail}</Text>}
        </Menu.Label>
        {user.items.map((item) =>
          item.to ? (
            <Menu.Item key={item.label} component={Link} to={item.to} leftSection={<item.icon size={16} aria-hidden />}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} onClick={item.onClick} leftSection={<item.icon size={16} aria-hidden />}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
