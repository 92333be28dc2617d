import { BACK_OFFICE_MODES, type BackOfficeMode, type CompanyOption, type RegistrationListRow, type FairEvent } from '@messeportal/domain';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newStaffStart, type StaffStart } from '../model/staff-offer.ts';
import { CompanyChoice } from './company-choice.tsx';
import { RegistrationChoice } from './registration-choice.tsx';

interface StaffOfferStartProps {
  event: FairEvent;
  onStart: (start: StaffStart) => void;
}

/** Before a new back-office offer: what kind of offer (SPEC §2 modes) and for whom. */
export function StaffOfferStart({ event, onStart }: StaffOfferStartProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<BackOfficeMode>('be_stand');
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [registration, setRegistration] = useState<RegistrationListRow | null>(null);
  const start = newStaffStart(mode, { company, registration });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{event.name}</Title>
        <Text c="dimmed">{t('configurator.staff.newOffer')}</Text>
      </div>
      <form
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          if (start) onStart(start);
        }}
      >
        <Stack>
          <Radio.Group label={t('configurator.staff.modeLabel')} value={mode} onChange={(value) => setMode(value as BackOfficeMode)}>
            <Stack gap="sm" mt="xs">
              {BACK_OFFICE_MODES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`configurator.staff.modes.${option}`)}
                  description={t(`configurator.staff.modeHints.${option}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {mode === 'be_company' && <CompanyChoice value={company} onChange={setCompany} />}
          {mode === 'be_registration' && <RegistrationChoice eventId={event.id} value={registration} onChange={setRegistration} />}
          <Group>
            <Button type="submit" disabled={!start}>
              {t('configurator.staff.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
