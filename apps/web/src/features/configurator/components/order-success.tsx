import type { OrderResult } from '@messeportal/domain';
import { Alert, Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWizard } from './wizard-context.tsx';

/**
 * SPEC §4: the order went through. The page keeps what the user needs afterwards: the registration's number,
 * the address the confirmation went to and what happens next — an ordered offer, or a registration a logged-in
 * contact placed, is confirmed at once; a new exhibitor's registration waits for the mailed link. A logged-in exhibitor goes on to the registration, a new one to the login.
 */
export function OrderSuccess({ result, loggedIn }: { result: OrderResult; loggedIn: boolean }) {
  const { t } = useTranslation();
  const planStand = useWizard().state.configuration.stand.plan;
  const confirmed = result.isConfirmed;
  // A stand chosen on the hall plan is the registration's already: no allocation to wait for.
  const standStep = planStand ? t('configurator.success.planStand', { stand: planStand.stand, hall: planStand.hall }) : t('configurator.success.nextDocuments');
  const steps = confirmed
    ? [t('configurator.success.nextOffer', { email: result.email }), t('configurator.success.nextPortal'), ...(planStand ? [standStep] : [])]
    : [
        t('configurator.success.nextConfirm', { email: result.email }),
        loggedIn ? t('configurator.success.nextPortal') : t('configurator.success.nextLogin', { email: result.email }),
        standStep,
      ];
  return (
    <Stack align="flex-start">
      <Title order={1}>{t('configurator.success.title')}</Title>
      <Alert color="green" variant="light" role="status">
        {confirmed ? t('configurator.success.offer') : t('configurator.success.registration')}
      </Alert>
      <Table variant="vertical" withTableBorder w="auto">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('configurator.success.number')}</Table.Th>
            <Table.Td>{result.registrationId}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('configurator.success.mailedTo')}</Table.Th>
            <Table.Td>{result.email}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Title order={2} size="h3">
        {t('configurator.success.nextTitle')}
      </Title>
      <List type="ordered">
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('configurator.success.noMail')}
      </Text>
      {loggedIn ? (
        <Anchor component={Link} to={`/registration/show/${result.registrationId}`}>
          {t('configurator.toRegistration')}
        </Anchor>
      ) : (
        <Anchor component={Link} to="/s/login">
          {t('configurator.success.toLogin')}
        </Anchor>
      )}
    </Stack>
  );
}
