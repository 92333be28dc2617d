import { useTranslation } from 'react-i18next';

/** A text of the invoicing screens (`backoffice.invoicing.…`) by its key below them, with its values. */
export function useInvoicingText() {
  const { t } = useTranslation();
  // The keys are built at run time; i18next's typed overloads cannot follow them.
  return (key: string, values?: Record<string, string | number>): string => t(`backoffice.invoicing.${key}` as never, values as never) as unknown as string;
}
