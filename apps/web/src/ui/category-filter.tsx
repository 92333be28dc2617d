import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

/** The filter's value for every category. */
export const ALL_CATEGORIES = 'all';

interface CategoryFilterProps {
  label: string;
  /** The name of the choice that shows every category. */
  allLabel: string;
  categories: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A row of categories to show one of, or all (advertising media by media group); nothing with fewer than two. */
export function CategoryFilter({ label, allLabel, categories, value, onChange }: CategoryFilterProps) {
  const labelId = useId();
  if (categories.length < 2) return null;
  return (
    <Group gap="sm">
      <Text id={labelId} component="span" size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} value={value} onChange={onChange} data={[{ value: ALL_CATEGORIES, label: allLabel }, ...categories]} />
    </Group>
  );
}
