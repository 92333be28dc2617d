import type { WizardConfiguration } from './configuration.ts';
import { personalWithoutPasswords } from './personal.ts';
import type { StandPrice } from './summary.ts';

export interface BodyOptions {
  /** save/send: an offer, which never keeps passwords; order: a binding order. */
  purpose: 'offer' | 'order';
  /** A logged-in exhibitor orders as its company: the new-exhibitor block is not sent. */
  loggedIn: boolean;
  /** The stand positions shown, kept with the configuration for display (the server prices anew). */
  standPrices: readonly StandPrice[];
}

/** The configuration as the save, send and order calls take it (SPEC §3, §7). */
export function configurationBody(configuration: WizardConfiguration, options: BodyOptions) {
  const qm = configuration.stand.qm.trim();
  const { personal } = configuration;
  return {
    ...configuration,
    stand: { ...configuration.stand, qm: qm === '' ? null : qm, summary: { standPrices: options.standPrices } },
    personal: options.loggedIn || !personal.isUsed ? null : options.purpose === 'offer' ? personalWithoutPasswords(personal) : personal,
  };
}

export type ConfigurationBody = ReturnType<typeof configurationBody>;
