import type { OfferChange, OfferChangeAction, OfferChangeField } from '@messeportal/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { describeChange } from '../model/change-log.ts';

/** Every change staff made to the offer: when (dd.mm.yyyy hh:mm), who, and what. */
export function ChangeLog({ changes }: { changes: OfferChange[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = {
    action: (action: OfferChangeAction) => t(`backoffice.changes.actions.${action}`),
    field: (field: OfferChangeField) => t(`backoffice.changes.fields.${field}`),
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="offer-changes-title">
      <Title order={2} size="h3" id="offer-changes-title">
        {t('backoffice.changes.title')}
      </Title>
      {changes.length === 0 ? (
        <Text>{t('backoffice.changes.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600} type="native">
          <Table striped captionSide="top">
            <Table.Caption>{t('backoffice.changes.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backoffice.changes.at')}</Table.Th>
                <Table.Th>{t('backoffice.changes.who')}</Table.Th>
                <Table.Th>{t('backoffice.changes.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change, index) => (
                <Table.Tr key={`${change.at}-${index}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(change.at, { time: true })}</Table.Td>
                  <Table.Td>{change.staffName}</Table.Td>
                  <Table.Td>{describeChange(change, names)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
