import type { PortalEvent } from '@messeportal/domain';
import { Alert, Anchor, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../api/get-config.ts';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { Section } from '../../../ui/section.tsx';
import { useAssignBrand, useAssignContact } from '../api/assign.ts';
import { brandFitsEvent, isAssignedTo } from '../model/assignments.ts';
import { labelOf } from '../model/labels.ts';
import { personName, phoneText } from '../model/people.ts';
import { AssignmentTable, type AssignmentRow } from './assignment-table.tsx';
import { EditLink, NewLink } from './edit-link.tsx';
import { PrintDeadlineNotice } from './print-deadline-notice.tsx';

interface AssignmentsProps {
  registrationId: number;
  event: PortalEvent;
  /** False once the organiser cancelled the registration: only what is assigned shows, unchangeable. */
  editable: boolean;
}

/**
 * A change's outcome: '… is now assigned to …' as a notice, or why the server refused it in an alert above the
 * table (`failure`), where the reader ticked, until the next change or its ×.
 */
function useAssignmentNotices(eventName: string) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const handlers = (row: AssignmentRow, assigned: boolean) => {
    setFailure(null);
    return {
      onSuccess: () => notifySuccess(t(assigned ? 'portal.assign.nowAssigned' : 'portal.assign.nowUnassigned', { name: row.name, event: eventName })),
      onError: (error: unknown) => setFailure(failureText(error, t)),
    };
  };
  const alert = failure && (
    <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.assign.failed')} withCloseButton closeButtonLabel={t('portal.edit.close')} onClose={() => setFailure(null)}>
      {failure}
    </Alert>
  );
  return { handlers, alert };
}

/** The company's contacts, ticked where they look after this registration (SPEC §7 contact assign). */
export function ContactAssignments({ registrationId, event, editable }: AssignmentsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const globalData = useGlobalData(locale);
  const config = useConfig(locale);
  const assign = useAssignContact(locale);
  const { handlers: notices, alert } = useAssignmentNotices(event.name);
  const contacts = (globalData.data?.contacts ?? []).filter((contact) => editable || isAssignedTo(contact, registrationId));
  const headers = [t('portal.registration.contactName'), t('portal.registration.email'), t('portal.registration.phone'), t('portal.registration.roles')];
  const rows = contacts.map((contact) => {
    const name = personName(contact);
    return {
      id: contact.id,
      name,
      label: t('portal.assign.contactLabel', { name }),
      assigned: isAssignedTo(contact, registrationId),
      cells: [
        contact.isMainContact ? `${name} (${t('portal.registration.mainContact')})` : name,
        contact.email,
        phoneText(contact.telCountry, contact.telCity, contact.telDirect),
        contact.contactType.map((role) => labelOf(config.data?.definitions.contactTypes, role)).join(', '),
      ],
    };
  });
  return (
    <Section title={t('portal.registration.contacts')}>
      {editable && <Text size="sm">{t('portal.assign.contactsIntro')}</Text>}
      {alert}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('portal.assign.noContacts')}
        </Text>
      ) : (
        <AssignmentTable
          caption={t('portal.registration.contacts')}
          headers={headers}
          rows={rows}
          pending={assign.isPending ? assign.variables : undefined}
          onChange={editable ? (row, assigned) => assign.mutate({ id: row.id, registrationId, assigned }, notices(row, assigned)) : null}
        />
      )}
    </Section>
  );
}

/**
 * The company's brands, ticked where they are shown at this fair (in its exhibitor directory): a brand made after
 * registering is offered here too, once it has one of the fair's product groups (SPEC §7 brand assign).
 */
export function BrandAssignments({ registrationId, event, editable }: AssignmentsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const globalData = useGlobalData(locale);
  const config = useConfig(locale);
  const assign = useAssignBrand(locale);
  const { handlers: notices, alert } = useAssignmentNotices(event.name);
  const productGroups = config.data?.productgroups as { id: number; label: string }[] | undefined;
  const brands = (globalData.data?.brands ?? []).filter((brand) => editable || isAssignedTo(brand, registrationId));
  const editPath = (id: number) => `/brand/edit/${id}?registration=${registrationId}`;
  const headers = [
    t('portal.registration.brandName'),
    t('portal.registration.brandLogo'),
    t('portal.registration.internet'),
    t('portal.registration.productGroups'),
    ...(editable ? [t('portal.profile.actions')] : []),
  ];
  const rows = brands.map((brand) => {
    const fits = brandFitsEvent(brand, event);
    return {
      id: brand.id,
      name: brand.name,
      label: t('portal.assign.brandLabel', { name: brand.name }),
      assigned: isAssignedTo(brand, registrationId),
      blocked: !fits,
      cells: [
        <Stack key="name" gap={2}>
          <Text size="sm">{brand.name}</Text>
          {editable && !fits && (
            <Text size="xs" c="dimmed">
              {t('portal.assign.brandNoGroup')}
            </Text>
          )}
        </Stack>,
        brand.logoUrl ? <Image key="logo" src={brand.logoUrl} alt={t('portal.registration.brandLogoAlt', { brand: brand.name })} w={80} h={60} fit="contain" /> : t('portal.registration.none'),
        brand.internet ? (
          <Anchor key="internet" href={brand.internet} target="_blank" rel="noreferrer" size="sm">
            {brand.internet}
          </Anchor>
        ) : (
          t('portal.registration.none')
        ),
        brand.productgroupsIds.map((id) => labelOf(productGroups, id)).join(', '),
        ...(editable ? [<EditLink key="edit" to={editPath(brand.id)} name={brand.name} />] : []),
      ],
    };
  });
  return (
    <Section title={t('portal.registration.brands')} actions={editable && <NewLink to={editPath(0)} label={t('portal.profile.newBrand')} />}>
      {editable && <Text size="sm">{t('portal.assign.brandsIntro')}</Text>}
      {editable && <PrintDeadlineNotice registrationId={registrationId} />}
      {alert}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(editable ? 'portal.assign.noBrands' : 'portal.registration.noBrands')}
        </Text>
      ) : (
        <AssignmentTable
          caption={t('portal.registration.brands')}
          headers={headers}
          rows={rows}
          pending={assign.isPending ? assign.variables : undefined}
          onChange={editable ? (row, assigned) => assign.mutate({ id: row.id, registrationId, assigned }, notices(row, assigned)) : null}
        />
      )}
    </Section>
  );
}
