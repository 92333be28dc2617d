import { BACK_OFFICE_PAGE_SIZE } from '@messeportal/domain';
import { Box, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RequestPaginationProps {
  /** The list's name, for the navigation's accessible name. */
  list: string;
  total: number;
  page: number;
  onChange: (page: number) => void;
}

/** Which rows of how many are shown, and the pages of 50 (only when there is more than one). */
export function RequestPagination({ list, total, page, onChange }: RequestPaginationProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / BACK_OFFICE_PAGE_SIZE));
  const from = (page - 1) * BACK_OFFICE_PAGE_SIZE + 1;
  const to = Math.min(page * BACK_OFFICE_PAGE_SIZE, total);
  return (
    <Group justify="space-between">
      <Text size="sm">{t('requests.paging.range', { from, to, total })}</Text>
      {pages > 1 && (
        <Box component="nav" aria-label={t('requests.paging.label', { list })}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            withEdges
            getItemProps={(item) => ({ 'aria-label': t('requests.paging.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`requests.paging.${control}`) })}
          />
        </Box>
      )}
    </Group>
  );
}
