import { catalogueOffer } from '../model/catalogue-offer.ts';
import { useWizard } from './wizard-context.tsx';

/** The staff offer whose items this session's catalogue calls add, or null (see catalogueOffer). */
export function useCatalogueOffer(): string | null {
  const { mode, state } = useWizard();
  return catalogueOffer(mode, state.configuration.uuid);
}
