import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';

interface ExpandableTextProps {
  text: string;
  /** Longer texts are cut here and get the expander. */
  limit: number;
  moreLabel: string;
  lessLabel: string;
}

/** A description that shows its beginning and a 'more info' expander when it is longer than `limit` characters. */
export function ExpandableText({ text, limit, moreLabel, lessLabel }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (text.length <= limit) return <Text size="sm">{text}</Text>;
  return (
    <div>
      <Text size="sm" id={id}>
        {expanded ? text : `${text.slice(0, limit).trimEnd()} …`}
      </Text>
      <Anchor component="button" type="button" size="sm" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? lessLabel : moreLabel}
      </Anchor>
    </div>
  );
}
