import { Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../../ui/language-switch.tsx';
import { OrganiserMark } from '../../../ui/organiser-mark.tsx';

/** The frame of the login area: the organiser's logo and name and the language switch above a narrow column. */
export function AuthLayout() {
  return (
    <>
      <Container component="header" size="sm" py="md">
        <Group justify="space-between" wrap="nowrap">
          <OrganiserMark />
          <LanguageSwitch />
        </Group>
      </Container>
      <Container component="main" size="xs" pb="xl">
        <Outlet />
      </Container>
    </>
  );
}
