import { isBackOfficeMode, type BackOfficeMode, type ConfigurationInput, type ConfiguratorMode, type EuroRow } from '@messeportal/domain';

import { withoutDeviatingPrices, type WizardConfiguration } from './configuration.ts';
import { personalWithoutPasswords } from './personal.ts';
import { planChoiceBody } from './plan-choice.ts';
import type { OfferFields } from './staff-offer.ts';

export interface BodyOptions {
  /** save/send: an offer, which never keeps passwords; order: a binding order. */
  purpose: 'offer' | 'order';
  /** The wizard's mode: only the back office sends deviating prices and never a new-exhibitor block. */
  mode: ConfiguratorMode;
  /** A logged-in exhibitor orders as its company: the new-exhibitor block is not sent. */
  loggedIn: boolean;
  /** The stand positions shown, kept with the configuration for display (the server prices anew). */
  standPrices: readonly EuroRow[];
}

/**
 * The configuration as the save, send and order calls take it (SPEC §3, §7). Deviating prices go out in
 * back-office modes only: the exhibitor side never sets one, and an offer staff made is ordered with the
 * prices the server stored in it.
 */
export function configurationBody(configuration: WizardConfiguration, options: BodyOptions) {
  const qm = configuration.stand.qm.trim();
  const staff = isBackOfficeMode(options.mode);
  const { personal, ...rest } = staff ? configuration : withoutDeviatingPrices(configuration);
  const sendsPersonal = !staff && !options.loggedIn && personal.isUsed;
  return {
    ...rest,
    stand: {
      standConfigId: configuration.stand.standConfigId,
      qm: qm === '' ? null : qm,
      summary: { standPrices: options.standPrices },
      // The stand held on the hall plan, with the token that holds it: the order books it while the hold lasts.
      plan: planChoiceBody(configuration.stand.plan),
    },
    personal: !sendsPersonal ? null : options.purpose === 'offer' ? personalWithoutPasswords(personal) : personal,
  } satisfies ConfigurationInput;
}

export type ConfigurationBody = ReturnType<typeof configurationBody>;

/** `POST /be/action/save_configurator`: the configuration with its deviating prices, the mode and the offer's title, state and footer text. */
export function staffOfferBody(
  configuration: WizardConfiguration,
  options: { mode: BackOfficeMode; standPrices: readonly EuroRow[]; offerFields: OfferFields },
) {
  const body = configurationBody(configuration, { purpose: 'offer', mode: options.mode, loggedIn: false, standPrices: options.standPrices });
  return { ...body, mode: options.mode, toffer: options.offerFields };
}

export type StaffOfferBody = ReturnType<typeof staffOfferBody>;
