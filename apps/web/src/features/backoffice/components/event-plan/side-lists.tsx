import type { DeskStandSalesAnswer } from '@messeportal/domain';
import { Anchor, Badge, Table, Text, Title, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../../i18n/format.ts';
import { StackingTable } from '../../../../ui/stacking-table.tsx';
import type { DeskHall } from '../../model/desk-plan.ts';

const ANSWER_COLOUR = { accepted: 'green', deemed: 'green', objected: 'red', withdrawn: 'gray' } as const;

/** The placement proposals: company, stand, objection deadline, the answer (an objection with its reason). */
export function ProposalsList({ sales, halls }: { sales: DeskStandSalesAnswer; halls: readonly DeskHall[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const column = (key: 'company' | 'stand' | 'deadline' | 'answer') => t(`backoffice.deskPlan.proposals.${key}`);
  const hallName = (id: number) => halls.find((hall) => hall.id === id)?.name ?? '';
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-proposals-title">
      <Title order={2} size="h4" id="desk-proposals-title">
        {t('backoffice.deskPlan.proposals.title')}
      </Title>
      {sales.proposals.length === 0 ? (
        <Text c="dimmed">{t('backoffice.deskPlan.proposals.none')}</Text>
      ) : (
        <StackingTable minWidth={560} verticalSpacing={6} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{column('company')}</Table.Th>
              <Table.Th>{column('stand')}</Table.Th>
              <Table.Th>{column('deadline')}</Table.Th>
              <Table.Th>{column('answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.proposals.map((proposal) => (
              <Table.Tr key={proposal.id}>
                <Table.Td data-label={column('company')}>
                  <Anchor component={Link} to={`/be/registration/${proposal.registrationId}`}>
                    {proposal.company}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={column('stand')}>{t('backoffice.deskPlan.proposals.where', { stand: proposal.stand, hall: hallName(proposal.hallId) })}</Table.Td>
                <Table.Td data-label={column('deadline')}>{format.date(proposal.deadline)}</Table.Td>
                <Table.Td data-label={column('answer')}>
                  <Badge variant="light" color={proposal.answer ? ANSWER_COLOUR[proposal.answer] : 'orange'}>
                    {t(`backoffice.deskPlan.proposals.answers.${proposal.answer ?? 'open'}`)}
                  </Badge>
                  {proposal.answer === 'objected' && proposal.objection && (
                    <Text size="sm" mt={4}>
                      {t('backoffice.deskPlan.proposals.objection', { reason: proposal.objection })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      )}
    </Stack>
  );
}
