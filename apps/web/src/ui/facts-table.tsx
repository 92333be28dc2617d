import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label–value rows, e.g. the stand or the company of a registration; a long e-mail address or web address wraps inside its cell. */
export function FactsTable({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w="40%" fw={500}>
              {name}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
