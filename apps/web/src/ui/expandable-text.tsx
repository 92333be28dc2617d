import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';

interface ExpandableTextProps {
  text: string;
  /** Longer texts are cut here and get the expander. */
  limit: number;
  moreLabel: string;
  lessLabel: string;
}

/** The text's beginning up to `limit` characters, cut after its last whole word (never "Bitte geben S …"). */
export function wordStart(text: string, limit: number): string {
  const head = text.slice(0, limit + 1);
  const lastSpace = head.search(/\s\S*$/);
  // One word longer than the limit is cut at the limit: there is no word boundary to keep.
  return (lastSpace > 0 ? head.slice(0, lastSpace) : text.slice(0, limit)).replace(/[\s,;:.–-]+$/, '');
}

/** A description that shows its beginning and a 'more info' expander when it is longer than `limit` characters. */
export function ExpandableText({ text, limit, moreLabel, lessLabel }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (text.length <= limit) return <Text size="sm">{text}</Text>;
  return (
    <div>
      <Text size="sm" id={id}>
        {expanded ? text : `${wordStart(text, limit)} …`}
      </Text>
      <Anchor component="button" type="button" size="sm" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? lessLabel : moreLabel}
      </Anchor>
    </div>
  );
}
