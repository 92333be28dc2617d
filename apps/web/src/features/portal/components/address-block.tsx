import type { PortalAddress } from '@messeportal/domain';
import { Text } from '@mantine/core';

interface AddressBlockProps {
  address: PortalAddress;
  countryLabel: (code: string) => string;
}

/** A postal address as a letter shows it. */
export function AddressBlock({ address, countryLabel }: AddressBlockProps) {
  return (
    <Text component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[address.name, address.nameExtra, address.street, `${address.zip} ${address.city}`, countryLabel(address.country)].filter(Boolean).join('\n')}
    </Text>
  );
}
