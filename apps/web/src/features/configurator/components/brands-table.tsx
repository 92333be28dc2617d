import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BrandDraft } from '../model/configuration.ts';

interface BrandsTableProps {
  brands: readonly BrandDraft[];
  productGroups: ReadonlyMap<number, string>;
  /** A logged-in exhibitor: its profile's brands exist already, so no brand here is no brand new. */
  loggedIn?: boolean;
}

/** The brands of the summary: name, web address, product groups and the uploaded files. */
export function BrandsTable({ brands, productGroups, loggedIn = false }: BrandsTableProps) {
  const { t } = useTranslation();
  if (brands.length === 0) return <Text>{t(loggedIn ? 'configurator.summary.noBrandsLoggedIn' : 'configurator.summary.noBrands')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table striped captionSide="top">
        <Table.Caption>{t('configurator.summary.brands')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('configurator.brands.name')}</Table.Th>
            <Table.Th>{t('configurator.brands.internet')}</Table.Th>
            <Table.Th>{t('configurator.brands.productGroups')}</Table.Th>
            <Table.Th>{t('configurator.summary.files')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {brands.map((brand, index) => (
            <Table.Tr key={index}>
              <Table.Td>{brand.name || t('configurator.brands.unnamed', { number: index + 1 })}</Table.Td>
              <Table.Td>{brand.internet}</Table.Td>
              <Table.Td>{brand.productgroupsIds.map((id) => productGroups.get(id) ?? String(id)).join(', ')}</Table.Td>
              <Table.Td>
                {[brand.fileLogoNew, brand.fileMotifNew]
                  .filter((file) => file !== null)
                  .map((file) => (
                    <Anchor key={file.id} href={file.uri} target="_blank" rel="noreferrer" size="sm" display="block">
                      {file.origName || t('configurator.brands.uploadedFile')}
                    </Anchor>
                  ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
