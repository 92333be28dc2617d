import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackingTable } from '../../../ui/stacking-table.tsx';

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

/** The company's contacts or brands, each with a checkbox whether it belongs to the registration. */
export function AssignmentTable({ caption, headers, rows, onChange, pending }: AssignmentTableProps) {
  const { t } = useTranslation();
  const assignedHeader = t('portal.assign.assigned');
  return (
    <StackingTable minWidth={640} striped aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {onChange && <Table.Th>{assignedHeader}</Table.Th>}
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {onChange && (
              <Table.Td data-label={assignedHeader}>
                <Checkbox
                  aria-label={row.label}
                  checked={pending?.id === row.id ? pending.assigned : row.assigned}
                  disabled={pending?.id === row.id || (row.blocked && !row.assigned)}
                  onChange={(event) => onChange(row, event.currentTarget.checked)}
                />
              </Table.Td>
            )}
            {row.cells.map((cell, index) => (
              <Table.Td key={index} data-label={headers[index]}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}
