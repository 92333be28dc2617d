import { Checkbox, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordTable } from '../../../ui/record-table.tsx';

export interface AssignmentRow {
  id: number;
  /** The contact's or brand's name, for the notice after a change. */
  name: string;
  /** What the row's checkbox is called: 'Assign Anna Muster to this registration'. */
  label: string;
  assigned: boolean;
  /** Why the row cannot be assigned (a brand without a product group of the fair); it can still be unassigned. */
  blocked?: boolean;
  cells: ReactNode[];
}

interface AssignmentTableProps {
  caption: string;
  headers: string[];
  rows: AssignmentRow[];
  /** Null: the registration is shown only (cancelled), without checkboxes. */
  onChange: ((row: AssignmentRow, assigned: boolean) => void) | null;
  /** The change under way: its row shows the state asked for, and waits for the answer. */
  pending?: { id: number; assigned: boolean };
}

/**
 * The company's contacts or brands, each with a checkbox whether it belongs to the registration, in the row's
 * first cell beside its name: on a phone the table scrolls sideways with that cell fixed.
 */
export function AssignmentTable({ caption, headers, rows, onChange, pending }: AssignmentTableProps) {
  return (
    <RecordTable minWidth={640} striped label={caption}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {row.cells.map((cell, index) => (
              <Table.Td key={index} maw={index === 0 ? '14rem' : undefined}>
                {index === 0 && onChange ? (
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Checkbox
                      aria-label={row.label}
                      checked={pending?.id === row.id ? pending.assigned : row.assigned}
                      disabled={pending?.id === row.id || (row.blocked && !row.assigned)}
                      onChange={(event) => onChange(row, event.currentTarget.checked)}
                      mt={2}
                    />
                    <div style={{ minWidth: 0, hyphens: 'auto', overflowWrap: 'break-word' }}>{cell}</div>
                  </Group>
                ) : (
                  cell
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </RecordTable>
  );
}
