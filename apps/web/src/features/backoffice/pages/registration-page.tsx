import type { StaffRegistrationAnswer } from '@messeportal/domain';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RecordHeader, type RecordFigure } from '../../../ui/record-header.tsx';
import { RecordLayout } from '../../../ui/record-layout.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useStaffRegistration } from '../api/registration-desk.ts';
import { RegistrationFacts } from '../components/registration-facts.tsx';
import { RegistrationFireplace } from '../components/registration-fireplace.tsx';
import { RegistrationInvoicing, useAmountDue } from '../components/registration-invoicing.tsx';
import { RegistrationOrders } from '../components/registration-orders.tsx';
import { RegistrationParticipation } from '../components/registration-participation.tsx';
import { RegistrationAgreements, RegistrationDocuments, RegistrationMails } from '../components/registration-records.tsx';
import { RegistrationServices } from '../components/registration-services.tsx';
import { RegistrationStand } from '../components/registration-stand.tsx';
import { useRegistrationActions } from '../components/registration-state-actions.tsx';
import { RegistrationTimeline } from '../components/registration-timeline.tsx';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

/** `#/be/registration/{id}`: one registration on the Record template, and what staff may do with it. */
export function StaffRegistrationPage() {
  const id = Number(useParams().id);
  const answer = useStaffRegistration(id, useLocale());
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <RecordUnavailable error={answer.error} area="staff" />;
  return <RegistrationRecord answer={answer.data} />;
}

function RegistrationRecord({ answer }: { answer: StaffRegistrationAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { registration } = answer;
  const mayWrite = staffMayHere(['registration', 'write']);
  // A cancelled registration is shown only; a role without the right sees no forms (the server refuses anyway).
  const editable = mayWrite && registration.state !== 'canceled';
  const actions = useRegistrationActions(answer, mayWrite);
  const amountDue = useAmountDue(registration.id);
  const k = (key: string, values?: Record<string, string | number>) => t(`backoffice.desk.registration.${key}` as never, values as never) as unknown as string;
  const stand = [registration.hall, registration.standNr].filter(Boolean).join(' · ');
  const figures: RecordFigure[] = [
    ...(registration.standTypeLabel
      ? [{ label: t('backoffice.desk.stand.type'), value: t('backoffice.desk.stand.current', { type: registration.standConfigName ?? registration.standTypeLabel, size: format.number(registration.standSize ?? 0) }) }]
      : []),
    ...(amountDue ? [{ label: k('amountDue'), value: amountDue }] : []),
    { label: k('created'), value: format.date(registration.createdAt) },
  ];

  return (
    <>
      <RecordHeader
        title={registration.companyData.name}
        subtitle={k('subtitle', { event: registration.eventName, id: registration.id })}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: registration.eventName, to: `/be/event/${registration.eventId}` },
          { label: t('backoffice.desk.title'), to: `/be/event/${registration.eventId}/registrations` },
        ]}
        status={<StatusBadge status={`registration.${registration.state}`} />}
        keyFigure={{ label: k('standFigure'), value: stand || k('noStand') }}
        figures={figures}
        primary={actions.primary}
        menu={actions.menu}
      />
      {actions.failure}
      {registration.state === 'canceled' && (
        <Alert color={TONE_COLORS.danger} title={t('backoffice.desk.actions.readOnly')} mb="lg">
          {t('backoffice.desk.registration.cancelReason')}: {registration.cancelReason} ({format.date(registration.canceledAt, { time: true })})
        </Alert>
      )}
      <RecordLayout
        main={
          <>
            <RegistrationOrders registrationId={registration.id} orders={answer.orders} editable={editable} />
            <RegistrationServices registrationId={registration.id} editable={editable} />
            <RegistrationFireplace registrationId={registration.id} connections={answer.fireplaceConnections} editable={editable} />
            <RegistrationInvoicing registrationId={registration.id} />
            <RegistrationDocuments answer={answer} />
            <RegistrationMails answer={answer} />
            <RegistrationTimeline timeline={answer.timeline} />
          </>
        }
        side={
          <>
            <RegistrationFacts registration={registration} mayCorrect={mayWrite} />
            {/* Keyed: the forms start again from what the server answered after a change. */}
            <RegistrationStand key={`${registration.hall}|${registration.standNr}|${registration.standConfigId}|${registration.standSize}`} registration={registration} editable={editable} />
            <RegistrationParticipation
              key={`${registration.variant}|${registration.isOnsiteParticipant}|${registration.isVirtualParticipant}`}
              registration={registration}
              editable={editable}
            />
            <RegistrationAgreements answer={answer} />
          </>
        }
      />
      {actions.dialogs}
    </>
  );
}
