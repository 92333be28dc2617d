import type { DeskStandWishesAnswer } from '@messeportal/domain';
import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StackingTable } from '../../../../ui/stacking-table.tsx';

type Wish = DeskStandWishesAnswer['wishes'][number];

/** What the exhibitor wished for, in short lines: the wished stands in order, the hall, sector, neighbours, competitors and note. */
function WishLines({ wish }: { wish: Wish }) {
  const { t } = useTranslation();
  const lines = [
    wish.stands.length > 0 && t('backoffice.deskPlan.wishes.stands', { stands: wish.stands.map((stand) => `${stand.stand} (${stand.hall})`).join(', ') }),
    wish.hall && t('backoffice.deskPlan.wishes.hall', { hall: wish.hall }),
    wish.sector && t('backoffice.deskPlan.wishes.sector', { sector: wish.sector }),
    wish.neighbours && t('backoffice.deskPlan.wishes.neighbours', { names: wish.neighbours }),
    wish.avoid && t('backoffice.deskPlan.wishes.avoid', { names: wish.avoid }),
    wish.note && t('backoffice.deskPlan.wishes.note', { note: wish.note }),
  ].filter((line): line is string => !!line);
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The exhibitors' stand wishes (issue 31): who wished what, where each stands, and the wishes its stand does not meet,
 * each named in words (a badge, never a colour alone).
 */
export function WishesList({ wishes }: { wishes: DeskStandWishesAnswer['wishes'] }) {
  const { t } = useTranslation();
  const column = (key: 'company' | 'wish' | 'placed') => t(`backoffice.deskPlan.wishes.${key}`);
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-wishes-title">
      <Title order={2} size="h4" id="desk-wishes-title">
        {t('backoffice.deskPlan.wishes.title')}
      </Title>
      {wishes.length === 0 ? (
        <Text c="dimmed">{t('backoffice.deskPlan.wishes.none')}</Text>
      ) : (
        <StackingTable minWidth={560} verticalSpacing={6} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{column('company')}</Table.Th>
              <Table.Th>{column('wish')}</Table.Th>
              <Table.Th>{column('placed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {wishes.map((wish) => (
              <Table.Tr key={wish.registrationId}>
                <Table.Td data-label={column('company')}>
                  <Anchor component={Link} to={`/be/registration/${wish.registrationId}`}>
                    {wish.company}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={column('wish')}>
                  <WishLines wish={wish} />
                </Table.Td>
                <Table.Td data-label={column('placed')}>
                  {wish.placed ? (
                    <Stack gap={4}>
                      <Text size="sm">{t('backoffice.deskPlan.wishes.where', wish.placed)}</Text>
                      <Group gap={4}>
                        {wish.unmet.length === 0 ? (
                          <Badge variant="light" color="green">
                            {t('backoffice.deskPlan.wishes.met')}
                          </Badge>
                        ) : (
                          wish.unmet.map((unmet) => (
                            <Badge key={unmet} variant="light" color="red">
                              {t(`backoffice.deskPlan.wishes.unmet.${unmet}`)}
                            </Badge>
                          ))
                        )}
                      </Group>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('backoffice.deskPlan.wishes.open')}
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
