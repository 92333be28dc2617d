import { useTranslation } from 'react-i18next';

/** A text of the open items (`backoffice.openItems.…`) by its key below them, with its values. */
export function useOpenItemsText() {
  const { t } = useTranslation();
  // The keys are built at run time; i18next's typed overloads cannot follow them.
  return (key: string, values?: Record<string, string | number>): string => t(`backoffice.openItems.${key}` as never, values as never) as unknown as string;
}
