import { catalogueQuery } from '../model/catalogue-query.ts';
import { useWizard } from './wizard-context.tsx';

/** The query of this session's catalogue calls (see catalogueQuery). */
export function useCatalogueQuery(): string {
  const { mode, state, backOffice } = useWizard();
  return catalogueQuery(mode, state.configuration.uuid, backOffice ? backOffice.staffCatalogue : null);
}
