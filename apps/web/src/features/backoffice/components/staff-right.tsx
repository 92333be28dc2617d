import type { StaffPermission } from '@messeportal/domain';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';

/**
 * A page only some roles may open (its link is hidden from the others): for the others, opened by its address,
 * it says so instead of showing forms the server would refuse.
 */
export function StaffRight({ may, children }: { may: StaffPermission; children: ReactNode }) {
  const { t } = useTranslation();
  if (staffMayHere(may)) return children;
  return <EmptyState icon={<IconLock size={28} stroke={1.5} aria-hidden />} title={t('backoffice.noAccess.title')} text={t('backoffice.noAccess.text')} />;
}
