import { formatDate, translate, type FairEvent, type Lang } from '@messeportal/domain';

/**
 * Why the event takes no registration now, in the words the order would refuse with: not open yet (naming the
 * day it opens) or closed.
 */
export const registrationRefusal = (event: Pick<FairEvent, 'registrationPhase' | 'registrationOpensOn'>, lang: Lang): string =>
  event.registrationPhase === 'notYetOpen'
    ? translate('registrationNotYetOpen', lang, { date: formatDate(event.registrationOpensOn) })
    : translate('registrationClosed', lang);
