import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../api/get-config.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { BrandMark } from './brand-mark.tsx';
import { useUiTexts } from './i18n/ui-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { OrganiserMark } from './organiser-mark.tsx';
import classes from './public-frame.module.css';
import { PublicFrameShell } from './public-frame-shell.tsx';

/**
 * The one frame of the public pages — login, password links, confirmations, unknown pages: the organiser's logo
 * and name (as the configurator's frame shows them) and the language switch in the band, the page in one
 * centred card, below it the product's mark and the organiser's contact where the settings give one.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  useUiTexts();
  return (
    <PublicFrameShell brand={<OrganiserMark />} aside={<LanguageSwitch />} footer={<PublicFrameFooter />}>
      {children}
    </PublicFrameShell>
  );
}

/** The product's mark and name, and how to reach the organiser (its e-mail address and phone from the settings). */
function PublicFrameFooter() {
  const { t } = useTranslation();
  const organiser = useConfig(useLocale()).data?.feUiElements.organiser;
  return (
    <>
      <span className={classes.product}>
        <BrandMark size={20} />
        {t('app.name')}
      </span>
      {(organiser?.email || organiser?.phone) && (
        <span>
          {t('ui.publicFrame.questions')}{' '}
          {organiser.email && (
            <Anchor href={`mailto:${organiser.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {organiser.email}
            </Anchor>
          )}
          {organiser.phone && (
            // The separator travels with the number, so a line never ends in it.
            <span style={{ whiteSpace: 'nowrap' }}>
              {organiser.email && ' · '}
              <Anchor href={`tel:${organiser.phone.replace(/[^\d+]/g, '')}`} size="sm">
                {organiser.phone}
              </Anchor>
            </span>
          )}
        </span>
      )}
    </>
  );
}
