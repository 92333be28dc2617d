import { Box, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, PAGE_SIZE } from '../model/paging.ts';

interface ListPaginationProps {
  /** The list's name, for the navigation's accessible name ('Seiten: Angebote'). */
  list: string;
  total: number;
  /** `total` is an estimate (of a search's many matches): shown as "about". */
  estimated?: boolean;
  page: number;
  onChange: (page: number) => void;
}

/** Which rows of how many are shown, and the pages of a list of 50 a page (only when there is more than one). */
export function ListPagination({ list, total, estimated = false, page, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const pages = pageCount(total);
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);
  return (
    <Group justify="space-between">
      <Text size="sm">{t(estimated ? 'backoffice.paging.rangeAbout' : 'backoffice.paging.range', { from, to, total })}</Text>
      {pages > 1 && (
        <Box component="nav" aria-label={t('backoffice.paging.label', { list })}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            withEdges
            getItemProps={(item) => ({ 'aria-label': t('backoffice.paging.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`backoffice.paging.${control}`) })}
          />
        </Box>
      )}
    </Group>
  );
}
