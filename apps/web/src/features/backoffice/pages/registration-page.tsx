import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useStaffRegistration } from '../api/registration-desk.ts';
import { RegistrationFacts } from '../components/registration-facts.tsx';
import { RegistrationFireplace } from '../components/registration-fireplace.tsx';
import { RegistrationInvoicing } from '../components/registration-invoicing.tsx';
import { RegistrationOrders } from '../components/registration-orders.tsx';
import { RegistrationParticipation } from '../components/registration-participation.tsx';
import { RegistrationRecords } from '../components/registration-records.tsx';
import { RegistrationServices } from '../components/registration-services.tsx';
import { RegistrationStand } from '../components/registration-stand.tsx';
import { RegistrationStateActions } from '../components/registration-state-actions.tsx';
import { RegistrationTimeline } from '../components/registration-timeline.tsx';

/** `#/be/registration/{id}`: one registration with everything it holds, and what staff may do with it. */
export function StaffRegistrationPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const answer = useStaffRegistration(id, useLocale());
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { registration } = answer.data;
  // A cancelled registration is shown only; a role without the right sees no forms (the server refuses anyway).
  const editable = staffMayHere(['registration', 'write']) && registration.state !== 'canceled';

  return (
    <Stack gap="xl">
      <PageHeader
        title={registration.companyData.name}
        subtitle={`${registration.eventName} · ${t('backoffice.desk.registration.title', { id: registration.id })}`}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: registration.eventName, to: `/be/event/${registration.eventId}` },
          { label: t('backoffice.desk.title'), to: `/be/event/${registration.eventId}/registrations` },
        ]}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RegistrationFacts registration={registration} mayCorrect={staffMayHere(['registration', 'write'])} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <RegistrationStateActions answer={answer.data} editable={staffMayHere(['registration', 'write'])} />
            {/* Keyed: the forms start again from what the server answered after a change. */}
            <RegistrationStand key={`${registration.hall}|${registration.standNr}|${registration.standConfigId}|${registration.standSize}`} registration={registration} editable={editable} />
            <RegistrationParticipation
              key={`${registration.variant}|${registration.isOnsiteParticipant}|${registration.isVirtualParticipant}`}
              registration={registration}
              editable={editable}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <RegistrationOrders registrationId={registration.id} orders={answer.data.orders} editable={editable} />
      <RegistrationServices registrationId={registration.id} editable={editable} />
      <RegistrationFireplace registrationId={registration.id} connections={answer.data.fireplaceConnections} editable={editable} />
      <RegistrationInvoicing registrationId={registration.id} />
      <RegistrationRecords answer={answer.data} />
      <RegistrationTimeline timeline={answer.data.timeline} />
    </Stack>
  );
}
