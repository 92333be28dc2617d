import type { StepNavigation } from '@messeportal/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StepButtonsProps {
  navigation: StepNavigation;
  onBack: () => void;
  onNext: () => void;
}

/** Back, skip and next of a step; skip moves on like next but says the step was left out on purpose. */
export function StepButtons({ navigation, onBack, onNext }: StepButtonsProps) {
  const { t } = useTranslation();
  if (!navigation.back && !navigation.skip && !navigation.next) return null;
  return (
    <Group justify="space-between">
      <div>
        {navigation.back && (
          <Button variant="default" onClick={onBack}>
            {t('configurator.nav.back')}
          </Button>
        )}
      </div>
      <Group>
        {navigation.skip && (
          <Button variant="subtle" onClick={onNext}>
            {t('configurator.nav.skip')}
          </Button>
        )}
        {navigation.next && (
          <Button onClick={onNext} disabled={!navigation.nextEnabled}>
            {t('configurator.nav.next')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
