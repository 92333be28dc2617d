import type { StepNavigation } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { FlowActions } from '../../../ui/flow-actions.tsx';

interface StepButtonsProps {
  navigation: StepNavigation;
  /** Why "Weiter" is not possible yet, said beside it while it is disabled. */
  blockedReason?: string;
  onBack: () => void;
  onNext: () => void;
}

/** Back, skip and next of a step (the Flow's actions); skip moves on like next but says the step was left out on purpose. */
export function StepButtons({ navigation, blockedReason, onBack, onNext }: StepButtonsProps) {
  const { t } = useTranslation();
  return (
    <FlowActions
      back={navigation.back ? { label: t('configurator.nav.back'), onClick: onBack } : undefined}
      secondary={navigation.skip ? { label: t('configurator.nav.skip'), onClick: onNext } : undefined}
      primary={navigation.next ? { label: t('configurator.nav.next'), onClick: onNext } : undefined}
      blockedReason={navigation.next && !navigation.nextEnabled ? (blockedReason ?? '') : undefined}
    />
  );
}
