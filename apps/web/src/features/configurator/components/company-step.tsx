import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newExhibitorMayOrder } from '../model/company-mismatch.ts';
import { LoggedInCompany } from './logged-in-company.tsx';
import { LoginBox } from './login-box.tsx';
import { NewExhibitorCheck } from './new-exhibitor-check.tsx';
import { PersonalForm } from './personal-form.tsx';
import { useWizard } from './wizard-context.tsx';
import { StepTitle } from './step-title.tsx';

/**
 * Company step (SPEC §2): log in as an exhibitor, or check the address and register as a new one. An offer
 * made for a company is ordered by its contacts only, so it offers the login alone.
 */
export function CompanyStep() {
  const { t } = useTranslation();
  const { user, state, offerCompanyId } = useWizard();
  if (user) {
    return (
      <Stack>
        <StepTitle>{t('configurator.company.title')}</StepTitle>
        <LoggedInCompany />
      </Stack>
    );
  }
  if (!newExhibitorMayOrder(offerCompanyId)) {
    return (
      <Stack>
        <StepTitle>{t('configurator.company.title')}</StepTitle>
        <Text>{t('configurator.company.offerIntro')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <LoginBox />
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <Stack>
      <StepTitle>{t('configurator.company.title')}</StepTitle>
      <Text>{t('configurator.company.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LoginBox />
        <NewExhibitorCheck />
      </SimpleGrid>
      {state.configuration.personal.isUsed && <PersonalForm />}
    </Stack>
  );
}
