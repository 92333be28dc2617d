import type { PortalAddress } from '@messeportal/domain';
import { Text } from '@mantine/core';

interface AddressBlockProps {
  address: PortalAddress;
  countryLabel: (code: string) => string;
  /** `sm` in a table's cell, beside the table's other text. */
  size?: 'sm' | 'md';
}

/** A postal address as a letter shows it, line by line; each line wraps between words only. */
export function AddressBlock({ address, countryLabel, size = 'md' }: AddressBlockProps) {
  return (
    <Text component="address" size={size} style={{ fontStyle: 'normal', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
      {[address.name, address.nameExtra, address.street, `${address.zip} ${address.city}`, countryLabel(address.country)].filter(Boolean).join('\n')}
    </Text>
  );
}
